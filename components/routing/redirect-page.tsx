import type { Metadata } from 'next';
import { redirectTarget } from '@/content/routes';
import { PageScope } from '@/lib/i18n/page-scope';
import { ClientRedirect } from './client-redirect';
import { RedirectNotice } from './redirect-notice';

/**
 * A pre-rendered redirect for a static host (DESIGN decision 12): next/navigation's redirect() emits
 * no meta refresh in an export. Crawlers get the canonical and noindex, browsers without JS the
 * meta refresh, everyone else a client-side replace. public/_redirects gives hosts that read it a 301.
 */
export function redirectMetadata(from: string): Metadata {
  const to = redirectTarget(from);
  return { title: { absolute: to }, alternates: { canonical: to }, robots: { index: false, follow: true } };
}

export function RedirectPage({ from }: { from: string }) {
  const to = redirectTarget(from);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <PageScope namespaces={['Redirect']}>
        <RedirectNotice to={to} />
      </PageScope>
      <ClientRedirect to={to} />
    </>
  );
}
