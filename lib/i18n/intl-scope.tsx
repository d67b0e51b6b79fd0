'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { formatTitle } from '@/lib/seo-title';
import { IntlFrame, useLanguage } from './language-provider';
import type { ScopedMessages } from './messages';

export interface LiveMeta {
  en: { title: string; description: string };
  vi: { title: string; description: string };
}

/**
 * A page's own messages (both languages, picked on the server) on top of the chrome's, in the live
 * language. Also keeps document.title and the meta description in the live language.
 */
export function IntlScope({ messages, meta, children }: { messages: ScopedMessages; meta?: LiveMeta; children: ReactNode }) {
  const { language, chromeMessages } = useLanguage();
  const merged = useMemo(() => ({ ...chromeMessages[language], ...messages[language] }), [chromeMessages, messages, language]);

  useEffect(() => {
    if (!meta) return;
    const { title, description } = meta[language];
    document.title = formatTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [meta, language]);

  return (
    <IntlFrame language={language} messages={merged}>
      {children}
    </IntlFrame>
  );
}
