import type { ReactNode } from 'react';
import { liveMeta, type LocalizedMeta } from '@/lib/seo';
import { IntlScope } from './intl-scope';
import { pickMessages, type Namespace } from '@/lib/i18n/messages';

/**
 * Server wrapper for a page's client tree: hands it only the namespaces it renders, in both
 * languages, and the title/description to switch to live.
 */
export function PageScope({ namespaces, meta, children }: { namespaces: readonly Namespace[]; meta?: LocalizedMeta; children: ReactNode }) {
  return (
    <IntlScope messages={pickMessages(namespaces)} meta={meta ? liveMeta(meta) : undefined}>
      {children}
    </IntlScope>
  );
}
