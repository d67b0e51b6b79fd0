import type { ReactNode } from 'react';
import type { HotelKey } from '@/content/site';
import { IntlScope } from '@/components/i18n/intl-scope';
import { pickMessages, type Namespace, type ScopedMessages } from '@/lib/i18n/messages';
import { liveMeta, type LocalizedMeta } from '@/lib/seo';

/**
 * PageScope for the room pages, trimmed: the `Rooms` namespace carries only this hotel's rooms
 * (and, on a list page, without the long descriptions), so a page ships a third of the text.
 */
export function RoomsScope({
  hotel,
  namespaces,
  descriptions,
  meta,
  children,
}: {
  hotel: HotelKey;
  namespaces: readonly Namespace[];
  /** Keep the long room descriptions (detail pages). */
  descriptions: boolean;
  meta: LocalizedMeta;
  children: ReactNode;
}) {
  const picked = pickMessages([...namespaces, 'Rooms']);
  const trim = (messages: ScopedMessages['en']) => {
    const rooms = messages.Rooms?.[hotel] as Record<string, { name: string; summary: string; description: string }> | undefined;
    const kept = Object.fromEntries(
      Object.entries(rooms ?? {}).map(([slug, r]) => [slug, descriptions ? r : { name: r.name, summary: r.summary, description: '' }]),
    );
    return { ...messages, Rooms: { [hotel]: kept } } as ScopedMessages['en'];
  };
  return (
    <IntlScope messages={{ en: trim(picked.en), vi: trim(picked.vi) }} meta={liveMeta(meta)}>
      {children}
    </IntlScope>
  );
}
