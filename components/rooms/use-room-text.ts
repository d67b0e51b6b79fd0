'use client';

import { useMessages } from 'next-intl';
import type { Room } from '@/content/rooms';

export interface RoomText {
  name: string;
  summary: string;
  description: string;
}

/** A room's name, summary and description in the live language (messages `Rooms.{hotel}.{slug}`). */
export function useRoomText(room: Pick<Room, 'hotel' | 'slug' | 'title'>): RoomText {
  const messages = useMessages() as { Rooms?: Partial<Record<string, Record<string, RoomText | undefined>>> };
  return messages.Rooms?.[room.hotel]?.[room.slug] ?? { name: room.title, summary: '', description: '' };
}
