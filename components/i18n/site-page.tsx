import type { ReactNode } from 'react';
import { PageJsonLd } from '@/components/seo/json-ld';
import { PAGES, type PageKey } from '@/content/routes';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import type { Messages } from '@/lib/i18n/messages';
import { PageScope } from './page-scope';

/**
 * A registered page (content/routes.ts) around its component: sets the page's language for the
 * server components (`enterLanguage`), writes its structured-data graph and hands its client
 * components the messages its entry lists, in its language. The route file adds the metadata
 * (`registeredMetadata`) and the page's component.
 */
export async function SitePage({
  page,
  params,
  select,
  children,
}: {
  page: PageKey;
  params: LanguageParams['params'];
  /** Trims the client messages further (the compare page keeps only the room names). */
  select?: (messages: Partial<Messages>) => Partial<Messages>;
  children: ReactNode;
}) {
  await enterLanguage(params);
  const entry = PAGES[page];
  return (
    <>
      <PageJsonLd path={entry.path} params={params} />
      <PageScope namespaces={entry.clientMessages} select={select}>
        {children}
      </PageScope>
    </>
  );
}
