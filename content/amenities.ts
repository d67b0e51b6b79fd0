/**
 * Amenities on /amenities (docs/REQUIREMENTS.md §3 "Amenities", §9). Each card calls the hotel that
 * provides it: breakfast is served at both hotels, the pool is at Amalfi, and the tour, the airport
 * limousine and the buggy are booked through the shared hotline. Words: messages/AmenitiesPage.
 */
import type { ImageId } from './images';
import { site, type HotelKey, type Phone } from './site';

/** Who to call: one of the hotels (its telephone) or the shared hotline. */
export type AmenityContact = HotelKey | 'hotline';

export interface Amenity {
  key: 'breakfast' | 'pool' | 'islandsTour' | 'limousine' | 'buggy';
  image: ImageId;
  contacts: readonly AmenityContact[];
}

export const BREAKFAST_HOURS = { opens: '06:30', closes: '10:00' } as const;
export const POOL_HOURS = { opens: '07:00', closes: '19:00' } as const;
/** An airport transfer must be reserved at least this many hours ahead. */
export const LIMOUSINE_NOTICE_HOURS = 24;

export const AMENITIES: readonly Amenity[] = [
  { key: 'breakfast', image: 'breakfast', contacts: ['sorrento', 'amalfi'] },
  { key: 'pool', image: 'rooftop-pool', contacts: ['amalfi'] },
  { key: 'islandsTour', image: 'islands-tour', contacts: ['hotline'] },
  { key: 'limousine', image: 'airport-limousine', contacts: ['hotline'] },
  { key: 'buggy', image: 'buggy', contacts: ['hotline'] },
];

export const contactPhone = (contact: AmenityContact): Phone => (contact === 'hotline' ? site.hotline : site.hotels[contact].telephone);
