import type { Messages } from '@/lib/i18n/messages';

type RoomTexts = Record<string, Record<string, { name: string; summary: string; description: string }>>;

/**
 * The compare page's client messages, trimmed (`SitePage select`): the `Rooms` namespace keeps each
 * room's name and summary, without the long descriptions, so the page ships a fraction of the text.
 */
export const withoutRoomDescriptions = (messages: Partial<Messages>): Partial<Messages> => {
  const all = (messages.Rooms ?? {}) as RoomTexts;
  const keep = (rooms: RoomTexts[string]) =>
    Object.fromEntries(Object.entries(rooms).map(([slug, r]) => [slug, { name: r.name, summary: r.summary, description: '' }]));
  return { ...messages, Rooms: Object.fromEntries(Object.entries(all).map(([hotel, rooms]) => [hotel, keep(rooms)])) } as Partial<Messages>;
};
