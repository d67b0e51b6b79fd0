import 'server-only';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { compileMessages } from './compile-messages';
import type { Language } from './language';

export type Messages = typeof en;
export type Namespace = keyof Messages;
export type ScopedMessages = Record<Language, Partial<Messages>>;

/** The namespaces every page needs: the shared chrome. */
export const CHROME_NAMESPACES = ['Common', 'Navbar', 'Footer', 'Language'] as const satisfies readonly Namespace[];

// Precompiled (see compile-messages.ts): everything handed to next-intl comes from here.
const catalogues: Record<Language, Messages> = { en: compileMessages(en) as Messages, vi: compileMessages(vi as Messages) as Messages };

/**
 * Picks a page's namespaces in both languages on the server, so the client bundle never carries
 * the whole message catalogue: only what the page renders travels, as serialized props.
 */
export function pickMessages(namespaces: readonly Namespace[]): ScopedMessages {
  const pick = (all: Messages) => Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Partial<Messages>;
  return { en: pick(catalogues.en), vi: pick(catalogues.vi) };
}

export function messagesFor(language: Language): Messages {
  return catalogues[language];
}
