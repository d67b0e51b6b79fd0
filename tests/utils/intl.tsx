import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { withDataTexts } from '@/lib/i18n/catalogues';
import { languageFromPath, localizePath, neutralPath, type Language } from '@/lib/i18n/language';

/** The plain catalogues (the build precompiles them; next-intl formats both the same), with the offers' and amenities' words of their data. */
export const catalogues = { en: withDataTexts(en, 'en'), vi: withDataTexts(vi as typeof en, 'vi') } as const;

/**
 * Renders inside next-intl with the full catalogue of one language, on a page of that language
 * (the address moves to `/vi/` for Vietnamese, so links and the language context agree).
 */
export function renderWithIntl(ui: ReactElement, { language = 'en', ...options }: { language?: Language } & RenderOptions = {}) {
  if (languageFromPath(window.location.pathname) !== language)
    window.history.replaceState(null, '', localizePath(neutralPath(window.location.pathname), language));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={language} messages={catalogues[language]} timeZone="Asia/Ho_Chi_Minh">
      <LanguageProvider language={language}>{children}</LanguageProvider>
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/**
 * Renders as the site's layout does: in the language of the address (`/vi/...` Vietnamese), inside the
 * real LanguageProvider; a switch moves the address (the mocked router, tests/jest.setup.ts) and the
 * tree re-renders in the twin's language, as the App Router does with the twin page.
 */
export function renderWithLanguage(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const language = languageFromPath(usePathname() ?? '/');
    return (
      <NextIntlClientProvider locale={language} messages={catalogues[language]} timeZone="Asia/Ho_Chi_Minh">
        <LanguageProvider language={language}>{children}</LanguageProvider>
      </NextIntlClientProvider>
    );
  };
  return render(ui, { wrapper: Wrapper, ...options });
}
