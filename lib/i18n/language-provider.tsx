'use client';

import { NextIntlClientProvider } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { site } from '@/content/site';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, resolveInitialLanguage, type Language } from './language';
import type { ScopedMessages } from './messages';

interface LanguageContextValue {
  language: Language;
  /** An explicit choice: applied live and remembered. */
  setLanguage: (language: Language) => void;
  chromeMessages: ScopedMessages;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (private mode, policies): fall back to detection
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
 * Holds the site language. The pre-rendered HTML is English; after hydration the stored choice
 * (or, on home and the chooser pages, a Vietnamese browser) may switch it. Never in the URL.
 */
export function LanguageProvider({ chromeMessages, children }: { chromeMessages: ScopedMessages; children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(DEFAULT_LANGUAGE);

  useEffect(() => {
    const initial = resolveInitialLanguage({
      stored: readStoredLanguage(),
      browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
      pathname: window.location.pathname,
    });
    // Reading browser-only state after hydration is exactly what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (initial !== DEFAULT_LANGUAGE) setLanguageState(initial);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // not persisted, still applied
    }
  }, []);

  const value = useMemo(() => ({ language, setLanguage, chromeMessages }), [language, setLanguage, chromeMessages]);

  return (
    <LanguageContext.Provider value={value}>
      <IntlFrame language={language} messages={chromeMessages[language]}>
        {children}
      </IntlFrame>
    </LanguageContext.Provider>
  );
}
