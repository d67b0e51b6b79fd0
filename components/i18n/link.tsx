import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localizePath, type Language } from '@/lib/i18n/language';

/**
 * next/link in the page's language: components write the English (language-neutral) path,
 * `/dining/`, and a Vietnamese page links to `/vi/dining/`. Use it for every internal link; it
 * renders in server and client components alike (next-intl's `useLocale` is both).
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const language = useLocale() as Language;
  return <NextLink href={typeof href === 'string' ? localizePath(href, language) : href} {...props} />;
}
