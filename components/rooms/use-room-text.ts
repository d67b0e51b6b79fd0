import { useMessages } from 'next-intl';
import type { Room } from '@/content/rooms';

export interface RoomText {
  name: string;
  summary: string;
  description: string;
}

type RoomRef = Pick<Room, 'hotel' | 'slug' | 'title'>;

/** Text of any room the page's messages carry, in the page's language; the title when they do not. */
export function useRoomTexts(): (room: RoomRef) => RoomText {
  const messages = useMessages() as { Rooms?: Partial<Record<string, Record<string, RoomText | undefined>>> };
  return (room) => messages.Rooms?.[room.hotel]?.[room.slug] ?? { name: room.title, summary: '', description: '' };
}

/** A room's name, summary and description in the page's language (messages `Rooms.{hotel}.{slug}`). */
export function useRoomText(room: RoomRef): RoomText {
  return useRoomTexts()(room);
}
