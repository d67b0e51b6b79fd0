'use client';

import { usePathname, useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { LANGUAGE_STORAGE_KEY, localizePath, neutralPath, otherLanguage, type Language } from '@/lib/i18n/language';

interface LanguageContextValue {
  language: Language;
  /** The page's path without its language prefix (`/vi/dining/` -> `/dining/`). */
  path: string;
  /**
   * An explicit choice: remembered, and the App Router moves to the pre-rendered twin (no reload).
   * Returns false when it cannot switch in place: the caller lets its link load the twin page.
   */
  setLanguage: (language: Language) => boolean;
  /** Fetches the twin page's payload ahead (a language link calls it when a visitor points at it). */
  prefetchTwin: () => void;
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

/**
 * The visitor's language choice (docs/DECISIONS.md "Language"). The page's language is its URL's,
 * handed down by the server layout, which renders every text in it. A choice is remembered and moves
 * to the twin page with the App Router: the twin is prefetched on intent, so the switch is a client navigation
 * to the other language's pre-rendered page (its text, links, title and description), without a
 * reload and without scrolling; Back returns. A form keeps what was typed through its draft
 * (components/inquiry/use-inquiry-draft.ts). Which language a visitor lands in is decided before
 * paint (lib/i18n/landing-script.ts).
 */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const router = useRouter();
  const path = neutralPath(usePathname() ?? '/');
  const twin = localizePath(path, otherLanguage(language));

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // The twin's payload is fetched when a visitor shows the intent (points at or focuses a language
  // link), so the switch re-renders at once; not on load: the payload's hints would fetch the other
  // language's font faces for every visitor (app/[lang]/layout.tsx, FONT_PRELOADS).
  const prefetchTwin = useCallback(() => router.prefetch(twin), [router, twin]);

  // A tap between hydration and the effects (a real window on a slow phone) is left to the link: it
  // loads the twin page, as before the framework started.
  const ready = useRef(false);
  useEffect(() => {
    ready.current = true;
  }, []);

  const setLanguage = useCallback(
    (next: Language) => {
      storeLanguage(next);
      if (next === language) return true;
      if (!ready.current) return false;
      // With two languages, any other choice is the twin.
      router.push(`${twin}${window.location.search}${window.location.hash}`, { scroll: false });
      return true;
    },
    [language, twin, router],
  );

  const value = useMemo(() => ({ language, path, setLanguage, prefetchTwin }), [language, path, setLanguage, prefetchTwin]);

  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
