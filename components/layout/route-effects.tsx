'use client';

import { useEffect, useRef } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';

/**
 * docs/REQUIREMENTS.md §2: every route change scrolls to the top, unless the link targets an anchor, which
 * the browser then scrolls to (the fixed bar is cleared by scroll-padding-top in globals.css).
 * A language switch is not a route change: it keeps the visitor's place.
 */
export function RouteEffects() {
  const { path } = useLanguage();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [path]);
  return null;
}
