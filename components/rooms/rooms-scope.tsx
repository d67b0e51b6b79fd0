import type { ReactNode } from 'react';
import { PageScope } from '@/components/i18n/page-scope';
import type { HotelKey } from '@/content/site';
import type { Messages, Namespace } from '@/lib/i18n/messages';

type RoomTexts = Record<string, Record<string, { name: string; summary: string; description: string }>>;

/**
 * PageScope for the room pages, trimmed: the `Rooms` namespace carries only this hotel's rooms
 * (and, on a list page, without the long descriptions), so a page ships a third of the text. The
 * compare page names rooms of both hotels: `hotel="all"`, without descriptions.
 */
export function RoomsScope({
  hotel,
  namespaces,
  descriptions,
  children,
}: {
  hotel: HotelKey | 'all';
  namespaces: readonly Namespace[];
  /** Keep the long room descriptions (detail pages). */
  descriptions: boolean;
  children: ReactNode;
}) {
  const select = (messages: Partial<Messages>): Partial<Messages> => {
    const all = (messages.Rooms ?? {}) as RoomTexts;
    const keep = (rooms: RoomTexts[string]) =>
      Object.fromEntries(Object.entries(rooms).map(([slug, r]) => [slug, descriptions ? r : { name: r.name, summary: r.summary, description: '' }]));
    const hotels = hotel === 'all' ? Object.keys(all) : [hotel];
    return { ...messages, Rooms: Object.fromEntries(hotels.map((h) => [h, keep(all[h] ?? {})])) } as Partial<Messages>;
  };
  return (
    <PageScope namespaces={[...namespaces, 'Rooms']} select={select}>
      {children}
    </PageScope>
  );
}
