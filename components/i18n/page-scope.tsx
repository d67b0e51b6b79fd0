import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLanguage } from '@/lib/i18n/language';
import { CLIENT_CHROME_NAMESPACES, pickMessages, type Messages, type Namespace } from '@/lib/i18n/messages';

/**
 * Server wrapper for a page's client components: hands them the namespaces they render, in the page's
 * language only (the chrome's client namespaces come along for the layout's navbar). Text rendered
 * by server components needs no entry here. `select` trims a namespace further on the server (the
 * room pages keep only their hotel's rooms), so less text travels to the browser.
 */
export async function PageScope({
  namespaces = [],
  select,
  children,
}: {
  namespaces?: readonly Namespace[];
  select?: (messages: Partial<Messages>) => Partial<Messages>;
  children: ReactNode;
}) {
  const locale = await getLocale();
  if (!isLanguage(locale)) throw new Error(`Unknown page language: ${locale}`);
  const picked = pickMessages(locale, [...CLIENT_CHROME_NAMESPACES, ...namespaces]);
  return <NextIntlClientProvider messages={select ? select(picked) : picked}>{children}</NextIntlClientProvider>;
}
