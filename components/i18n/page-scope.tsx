import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ClientNamespace } from '@/content/routes';
import { isLanguage } from '@/lib/i18n/language';
import { CLIENT_CHROME_NAMESPACES, pickMessages, type Messages } from '@/lib/i18n/messages';

/**
 * Server wrapper for a page's client components: hands them the namespaces they render, in the page's
 * language only (the chrome's client namespaces come along for the layout's navbar). Text rendered
 * by server components needs no entry here. `select` trims further on the server (the compare page
 * keeps only the room names), so less text travels to the browser. Registered pages get it through
 * `SitePage` (site-page.tsx), from their `clientMessages`.
 */
export async function PageScope({
  namespaces = [],
  select,
  children,
}: {
  namespaces?: readonly ClientNamespace[];
  select?: (messages: Partial<Messages>) => Partial<Messages>;
  children: ReactNode;
}) {
  const locale = await getLocale();
  if (!isLanguage(locale)) throw new Error(`Unknown page language: ${locale}`);
  const picked = pickMessages(locale, [...CLIENT_CHROME_NAMESPACES, ...namespaces]);
  return <NextIntlClientProvider messages={select ? select(picked) : picked}>{children}</NextIntlClientProvider>;
}
