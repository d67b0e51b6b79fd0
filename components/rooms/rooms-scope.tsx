import type { ReactNode } from 'react';
import type { HotelKey } from '@/content/site';
import { IntlScope } from '@/components/i18n/intl-scope';
import { pickMessages, type Namespace, type ScopedMessages } from '@/lib/i18n/messages';
import { liveMeta, type LocalizedMeta } from '@/lib/seo';

/**
 * PageScope for the room pages, trimmed: the `Rooms` namespace carries only this hotel's rooms
 * (and, on a list page, without the long descriptions), so a page ships a third of the text. The
 * compare page names rooms of both hotels: `hotel="all"`, without descriptions.
 */
export function RoomsScope({
  hotel,
  namespaces,
  descriptions,
  meta,
  children,
}: {
  hotel: HotelKey | 'all';
  namespaces: readonly Namespace[];
  /** Keep the long room descriptions (detail pages). */
  descriptions: boolean;
  meta: LocalizedMeta;
  children: ReactNode;
}) {
  const picked = pickMessages([...namespaces, 'Rooms']);
  const trim = (messages: ScopedMessages['en']) => {
    const all = (messages.Rooms ?? {}) as Record<string, Record<string, { name: string; summary: string; description: string }>>;
    const keep = (rooms: (typeof all)[string]) =>
      Object.fromEntries(Object.entries(rooms).map(([slug, r]) => [slug, descriptions ? r : { name: r.name, summary: r.summary, description: '' }]));
    const hotels = hotel === 'all' ? Object.keys(all) : [hotel];
    return { ...messages, Rooms: Object.fromEntries(hotels.map((h) => [h, keep(all[h] ?? {})])) } as ScopedMessages['en'];
  };
  return (
    <IntlScope messages={{ en: trim(picked.en), vi: trim(picked.vi) }} meta={liveMeta(meta)}>
      {children}
    </IntlScope>
  );
}
