/**
 * Amenities on /amenities (docs/REQUIREMENTS.md §3 "Amenities", §9). Each card calls the hotel that
 * provides it: breakfast is served at both hotels, the pool is at Amalfi, and the tour, the airport
 * limousine and the buggy are booked through the shared hotline. Words: messages/AmenitiesPage; the
 * data: content/data/amenities.json (edited in /admin/, checked by content/schema.mjs at build).
 */
import data from './data/amenities.json';
import type { ImageId } from './images';
import { site, type HotelKey, type Phone } from './site';

/** Who to call: one of the hotels (its telephone) or the shared hotline. */
export type AmenityContact = HotelKey | 'hotline';

export interface Amenity {
  key: 'breakfast' | 'pool' | 'islandsTour' | 'limousine' | 'buggy';
  image: ImageId;
  contacts: readonly AmenityContact[];
}

export const BREAKFAST_HOURS: { readonly opens: string; readonly closes: string } = data.breakfastHours;
export const POOL_HOURS: { readonly opens: string; readonly closes: string } = data.poolHours;
/** An airport transfer must be reserved at least this many hours ahead. */
export const LIMOUSINE_NOTICE_HOURS: number = data.limousineNoticeHours;

export const AMENITIES: readonly Amenity[] = data.items as Amenity[];

export const contactPhone = (contact: AmenityContact): Phone => (contact === 'hotline' ? site.hotline : site.hotels[contact].telephone);
