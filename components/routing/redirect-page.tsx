import type { Metadata } from 'next';
import { findRedirect } from '@/content/routes';
import { localizePath } from '@/lib/i18n/language';
import { enterLanguage, pageLanguage, type LanguageParams } from '@/lib/i18n/params';
import { buildMetadata, staticMeta } from '@/lib/seo';
import { ClientRedirect } from './client-redirect';
import { RedirectNotice } from './redirect-notice';

/**
 * A pre-rendered redirect for a static host (docs/DECISIONS.md #12), in the page's language:
 * next/navigation's redirect() emits no meta refresh in an export. The stub carries its target's
 * title and description and a canonical to it (crawlers follow canonical + refresh); browsers
 * without JS get the meta refresh, everyone else a client-side replace. public/_redirects gives
 * hosts that read it a 301.
 */
export const redirectMetadata =
  (from: string) =>
  async ({ params }: LanguageParams): Promise<Metadata> => {
    const { to, page } = findRedirect(from);
    const language = await pageLanguage(params);
    const target = buildMetadata({ path: to, meta: staticMeta(page) }, language);
    return { ...target, alternates: { canonical: localizePath(to, language) } };
  };

export const redirectPage = (from: string) =>
  async function RedirectPage({ params }: LanguageParams) {
    const to = localizePath(findRedirect(from).to, await enterLanguage(params));
    return (
      <>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <RedirectNotice to={to} />
        <ClientRedirect to={to} />
      </>
    );
  };
