/**
 * Amenities on /amenities (docs/REQUIREMENTS.md §3 "Amenities", §9). Each card calls the hotel that
 * provides it: breakfast is served at both hotels, the pool is at Amalfi, and the tour, the airport
 * limousine and the buggy are booked through the shared hotline. Each amenity, words in both
 * languages included, is content/data/amenities.json (edited in /admin/, checked by
 * content/schema.mjs at build); the pages read its words as `AmenitiesPage.items.<key>`
 * (lib/i18n/catalogues.ts), the page's other words are messages/AmenitiesPage. A new amenity is a
 * new entry there: no code.
 */
import data from './data/amenities.json';
import type { ImageId, LocalizedText } from './images';
import { site, type HotelKey, type Phone } from './site';

/** Who to call: one of the hotels (its telephone) or the shared hotline. */
export type AmenityContact = HotelKey | 'hotline';

/**
 * An amenity's key: its anchor on /amenities/, any key of the data (new ones are added in /admin/;
 * content/schema.mjs checks each is one word and unique). The pages read its words through
 * lib/i18n/catalogues.ts `cardText(key, field)`, whose field is typed.
 */
export type AmenityKey = string;

export interface Amenity {
  key: AmenityKey;
  image: ImageId;
  contacts: readonly AmenityContact[];
  kicker: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  note: LocalizedText;
}

export const BREAKFAST_HOURS: { readonly opens: string; readonly closes: string } = data.breakfastHours;
export const POOL_HOURS: { readonly opens: string; readonly closes: string } = data.poolHours;
/** An airport transfer must be reserved at least this many hours ahead. */
export const LIMOUSINE_NOTICE_HOURS: number = data.limousineNoticeHours;

export const AMENITIES: readonly Amenity[] = data.items as unknown as Amenity[];

export const contactPhone = (contact: AmenityContact): Phone => (contact === 'hotline' ? site.hotline : site.hotels[contact].telephone);
