import { ROOM_TYPES } from '@/content/room-types';
import { HOTEL_KEYS, type HotelKey } from '@/content/site';
import { matchRoomSlug } from '@/lib/slug';
import { roomOptions } from './room-options';

/**
 * `/contact/?hotel=amalfi&room=premium-room-sea-view` (the BOOK NOW buttons): the hotel and the room
 * type to preselect. An unknown hotel or room is ignored.
 */
export function readPreselection(search: string): { hotel?: HotelKey; roomType?: string } {
  const params = new URLSearchParams(search);
  const hotelParam = params.get('hotel')?.trim().toLowerCase();
  const hotel = HOTEL_KEYS.find((h) => h === hotelParam);
  const slug = params.get('room');
  if (!slug) return { hotel };
  const hotels = hotel ? [hotel] : HOTEL_KEYS;
  for (const h of hotels) {
    const title = matchRoomSlug(slug, ROOM_TYPES[h]);
    if (title) {
      const option = roomOptions(h).find((o) => o.roomType === title);
      return { hotel: h, roomType: option?.value };
    }
  }
  return { hotel };
}
