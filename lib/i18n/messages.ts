import 'server-only';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { ClientNamespace } from '@/content/routes';
import { withDataTexts, type Messages } from './catalogues';
import type { Language } from './language';

export type { Messages };
export type Namespace = keyof Messages;

/**
 * The namespaces the layout's client components (navbar, language menu) and many islands ("opens in
 * a new tab") render: every page's client provider carries them, in the page's language only.
 */
export const CLIENT_CHROME_NAMESPACES = ['Common', 'Navbar', 'Language'] as const satisfies readonly Namespace[];

// Compiled at build time by next-intl's plugin (next.config.ts, `precompile`); in the unit tests the
// plain catalogues, which next-intl formats the same.
// The offers' and amenities' words come from their data files (./catalogues.ts).
const catalogues: Record<Language, Messages> = { en: withDataTexts(en, 'en'), vi: withDataTexts(vi as typeof en, 'vi') };

export function messagesFor(language: Language): Messages {
  return catalogues[language];
}

/**
 * A page's client messages: only the namespaces (or parts of one: `HomePage.hero`) its client
 * components render, in its own language, so neither the other language nor the server-rendered
 * text travels to the browser again.
 */
export function pickMessages(language: Language, namespaces: readonly ClientNamespace[]): Partial<Messages> {
  const picked: Record<string, unknown> = {};
  for (const name of namespaces) {
    const keys = name.split('.');
    let from: unknown = catalogues[language];
    let to = picked;
    keys.forEach((key, index) => {
      from = (from as Record<string, unknown> | undefined)?.[key];
      if (from === undefined) throw new Error(`No messages at ${name}`);
      if (index === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as Record<string, unknown>;
    });
  }
  return picked as Partial<Messages>;
}
