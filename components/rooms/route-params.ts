import { HOTEL_KEYS, type HotelKey } from '@/content/site';

/** The `[hotel]` segment of the room routes, checked. */
export function hotelOf(value: string): HotelKey {
  const hotel = HOTEL_KEYS.find((key) => key === value);
  // dynamicParams = false: only the pre-rendered hotels and rooms exist; any other address is the
  // 404 page, which sends the visitor to the right room list (docs/DECISIONS.md #3).
  if (!hotel) throw new Error(`Unknown hotel ${value}`);
  return hotel;
}
