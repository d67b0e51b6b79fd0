import clsx from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { localizePath, type Language } from '@/lib/i18n/language';
import { useLanguage } from './language-provider';

/**
 * A link to this page in a language: a real link to the twin URL (`hreflang`), so it works before the
 * framework loads and crawlers follow it; the head script remembers a choice made then
 * (landing-script.ts, `data-language-choice`). Once hydrated, a choice moves to the twin page with the
 * App Router, no reload (prefetched when the link is pointed at or focused), then calls `onChosen`. Used by the navbar's language menu and the
 * home hero's EN/VI pair.
 */
export function LanguageLink({
  code,
  className,
  currentClassName,
  onChosen,
  children,
}: {
  code: Language;
  className?: string;
  currentClassName?: string;
  onChosen?: () => void;
  children: ReactNode;
}) {
  const { language, path, setLanguage, prefetchTwin } = useLanguage();
  const current = code === language;
  const choose = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab: let the link do it
    if (!setLanguage(code)) return; // not switchable in place yet: the link loads the twin page
    event.preventDefault();
    onChosen?.();
  };
  return (
    <a
      href={localizePath(path, code)}
      hrefLang={code}
      lang={code}
      data-language-choice={code}
      className={clsx(className, current && currentClassName)}
      aria-current={current ? 'true' : undefined}
      onClick={choose}
      onPointerEnter={current ? undefined : prefetchTwin}
      onFocus={current ? undefined : prefetchTwin}
      onTouchStart={current ? undefined : prefetchTwin}
    >
      {children}
    </a>
  );
}
