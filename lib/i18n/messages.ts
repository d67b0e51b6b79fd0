import 'server-only';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import type { Language } from './language';

export type Messages = typeof en;
export type Namespace = keyof Messages;

/**
 * The namespaces the layout's client components (navbar, language menu) and many islands ("opens in
 * a new tab") render: every page's client provider carries them, in the page's language only.
 */
export const CLIENT_CHROME_NAMESPACES = ['Common', 'Navbar', 'Language'] as const satisfies readonly Namespace[];

// Compiled at build time by next-intl's plugin (next.config.ts, `precompile`); in the unit tests the
// plain catalogues, which next-intl formats the same.
const catalogues: Record<Language, Messages> = { en, vi: vi as Messages };

export function messagesFor(language: Language): Messages {
  return catalogues[language];
}

/**
 * A page's client messages: only the namespaces its client components render, in its own language,
 * so neither the other language nor the server-rendered text travels to the browser again.
 */
export function pickMessages(language: Language, namespaces: readonly Namespace[]): Partial<Messages> {
  const all = catalogues[language];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Partial<Messages>;
}
