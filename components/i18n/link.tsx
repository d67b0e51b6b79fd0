'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { localizePath } from '@/lib/i18n/language';
import { useLanguage } from './language-provider';

/**
 * next/link in the live language: components write the English (language-neutral) path,
 * `/dining/`, and a Vietnamese page links to `/vi/dining/`. Use it for every internal link.
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const { language } = useLanguage();
  return <NextLink href={typeof href === 'string' ? localizePath(href, language) : href} {...props} />;
}
