'use client';

import { NextIntlClientProvider } from 'next-intl';
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { site } from '@/content/site';
import { LANGUAGE_STORAGE_KEY, languageFromPath, localizePath, neutralPath, type Language } from '@/lib/i18n/language';
import type { ScopedMessages } from '@/lib/i18n/messages';

interface LanguageContextValue {
  language: Language;
  /** The page's path without its language prefix (`/vi/dining/` -> `/dining/`). */
  path: string;
  /**
   * An explicit choice: remembered, and the page moves to its twin URL in place (no reload).
   * Returns false when it could not switch in place yet (see below): the caller lets its link
   * load the twin page instead.
   */
  setLanguage: (language: Language) => boolean;
  chromeMessages: ScopedMessages;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

function storeLanguage(language: Language) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice still applies to this page and the links it shows.
  }
}

// Fixed for a render so server and client format the same moment; only relative times would use it.
const renderedAt = new Date();

export function IntlFrame({ language, messages, children }: { language: Language; messages: object; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={language} messages={messages} timeZone={site.timeZone} now={renderedAt}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * The site language is the URL's (`/vi/...` Vietnamese, else English): pre-rendered that way, and
 * followed live. Switching moves the address to the twin URL with history.pushState, which the App
 * Router turns into a new pathname: every text and link re-renders in place, Back returns to the
 * other language. Which language a visitor lands in is decided before paint (landing-script.ts).
 */
export function LanguageProvider({ chromeMessages, children }: { chromeMessages: ScopedMessages; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const language = languageFromPath(pathname);
  const path = neutralPath(pathname);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The App Router learns of a pushState only once its own effect has patched history.pushState.
  // A tap between hydration and that effect (a real window on a slow phone) would move the address
  // behind the router's back, so until then the language link navigates as a plain link. The router
  // is an ancestor, so its effect runs in the same flush as this one (or an earlier one), never later.
  const routerReady = useRef(false);
  useEffect(() => {
    routerReady.current = true;
  }, []);

  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      if (next === language) return true;
      if (!routerReady.current) return false;
      window.history.pushState(null, '', `${localizePath(path, next)}${window.location.search}${window.location.hash}`);
      return true;
    },
    [language, path],
  );

  const value = useMemo(() => ({ language, path, setLanguage, chromeMessages }), [language, path, setLanguage, chromeMessages]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlFrame language={language} messages={chromeMessages[language]}>
        {children}
      </IntlFrame>
    </LanguageContext.Provider>
  );
}
