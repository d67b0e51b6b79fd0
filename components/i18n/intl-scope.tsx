'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import type { ScopedMessages } from '@/lib/i18n/messages';
import type { LiveMeta } from '@/lib/seo';
import { formatTitle } from '@/lib/seo-title';
import { IntlFrame, useLanguage } from './language-provider';

/**
 * A page's own messages (both languages, picked on the server) on top of the chrome's, in the live
 * language. After a live switch it also keeps the tab title and the page's one meta description in
 * that language (a pre-rendered page already has both right).
 */
export function IntlScope({ messages, meta, children }: { messages: ScopedMessages; meta?: LiveMeta; children: ReactNode }) {
  const { language, chromeMessages } = useLanguage();
  const merged = useMemo(() => ({ ...chromeMessages[language], ...messages[language] }), [chromeMessages, messages, language]);

  useEffect(() => {
    if (!meta) return;
    const { title, description } = meta[language];
    document.title = formatTitle(title);
    // Edit the tag the page has; never add one (a second description is what crawlers must not see).
    document.querySelectorAll('meta[name="description"]').forEach((tag) => tag.setAttribute('content', description));
  }, [meta, language]);

  return (
    <IntlFrame language={language} messages={merged}>
      {children}
    </IntlFrame>
  );
}
