import type { HotelKey } from './site';

/**
 * The room types of each hotel, by their English titles (docs/REQUIREMENTS.md §3). Room pages, rates and the
 * inquiry form all key on these titles; the full catalogue (sizes, images, facilities) is content/rooms.
 */
export const ROOM_TYPES = {
  sorrento: ['Standard Room Sea View', 'Superior Room City View', 'Superior Room Sea View', 'Deluxe Room Sea View', 'Suite Sea View', 'Family Suite'],
  amalfi: [
    'Timeless Room City View',
    'Timeless Room Sea View',
    'Panoramic Room City View',
    'Panoramic Room Sea View',
    'Premium Room City View',
    'Premium Room Sea View',
  ],
} as const satisfies Record<HotelKey, readonly string[]>;

export type RoomTitle<H extends HotelKey = HotelKey> = (typeof ROOM_TYPES)[H][number];
