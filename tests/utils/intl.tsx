import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { languageFromPath, localizePath, neutralPath, type Language } from '@/lib/i18n/language';

import { compileMessages } from '@/lib/i18n/compile-messages';

/** Precompiled, as the site hands them to next-intl (lib/i18n/messages.ts). */
export const catalogues = { en: compileMessages(en), vi: compileMessages(vi) } as const;

/**
 * Renders inside next-intl with the full catalogue of one language, on a page of that language
 * (the address moves to `/vi/` for Vietnamese, so links and the language context agree).
 */
export function renderWithIntl(ui: ReactElement, { language = 'en', ...options }: { language?: Language } & RenderOptions = {}) {
  if (languageFromPath(window.location.pathname) !== language)
    window.history.replaceState(null, '', localizePath(neutralPath(window.location.pathname), language));
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <LanguageProvider chromeMessages={catalogues as never}>
      <NextIntlClientProvider locale={language} messages={catalogues[language]} timeZone="Asia/Ho_Chi_Minh">
        {children}
      </NextIntlClientProvider>
    </LanguageProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Renders inside the real LanguageProvider, so the language can be switched live in a test. */
export function renderWithLanguage(ui: ReactElement, options?: RenderOptions) {
  const chromeMessages = catalogues as never;
  const Wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider chromeMessages={chromeMessages}>{children}</LanguageProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
