import type { ReactNode } from 'react';
import { pickMessages, type Messages, type Namespace } from '@/lib/i18n/messages';
import { liveMeta, type LocalizedMeta } from '@/lib/seo';
import { IntlScope } from './intl-scope';

/**
 * Server wrapper for a page's client tree: hands it only the namespaces it renders, in both
 * languages, and the title/description to switch to live. `select` trims a namespace further on
 * the server (the room pages keep only their hotel's rooms), so less text travels to the browser.
 */
export function PageScope({
  namespaces,
  meta,
  select,
  children,
}: {
  namespaces: readonly Namespace[];
  meta?: LocalizedMeta;
  select?: (messages: Partial<Messages>) => Partial<Messages>;
  children: ReactNode;
}) {
  const picked = pickMessages(namespaces);
  const messages = select ? { en: select(picked.en), vi: select(picked.vi) } : picked;
  return (
    <IntlScope messages={messages} meta={meta ? liveMeta(meta) : undefined}>
      {children}
    </IntlScope>
  );
}
