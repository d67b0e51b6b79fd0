/**
 * The two hotel pages (docs/REQUIREMENTS.md §2 "Sorrento hotel page", "Amalfi hotel page"): hero artwork,
 * "Our Services" cards and their targets, stated check-in/out times and highlighted amenities.
 * The words live in messages: SorrentoPage and AmalfiPage hold the spec's "hotel page content"
 * fields (header, welcome, hotelTitle...), HotelPage the shared labels.
 */
import type { ImageId } from './images';
import type { HotelKey } from './site';

/** The service cards; each key names its text fields, e.g. `hotelTitle`, `hotelDescription`. */
export type ServiceKey = 'hotel' | 'restaurant' | 'buffet' | 'skybar';

export type FeatureKey =
  | 'freeWifi'
  | 'airConditioning'
  | 'breakfast'
  | 'breakfastBuffet'
  | 'restaurant'
  | 'rooftopPool'
  | 'poolAccess'
  | 'skybar'
  | 'airportTransfer'
  | 'buggy'
  | 'islandsTour';

export interface HotelService<K extends ServiceKey = ServiceKey> {
  key: K;
  image: ImageId;
  href: string;
}

export interface HotelPageContent<K extends ServiceKey = ServiceKey> {
  key: HotelKey;
  category: 'boutique' | 'premier';
  heroImage: ImageId;
  services: ReadonlyArray<HotelService<K>>;
  /** Stated on the page and in the Hotel JSON-LD (hotel-local time). */
  checkinTime: string;
  checkoutTime: string;
  features: readonly FeatureKey[];
}

/** Sorrento's texts (messages/SorrentoPage) have no buffet or sky bar fields. */
export type SorrentoServiceKey = 'hotel' | 'restaurant';

export const HOTEL_PAGES: { sorrento: HotelPageContent<SorrentoServiceKey>; amalfi: HotelPageContent } = {
  sorrento: {
    key: 'sorrento',
    category: 'boutique',
    heroImage: 'sorrento-hero',
    services: [
      { key: 'hotel', image: 'room-suite-sea-view-1', href: '/accommodation/sorrento/' },
      { key: 'restaurant', image: 'bistro', href: '/dining/bistro/' },
    ],
    checkinTime: '14:00',
    checkoutTime: '12:00',
    features: ['freeWifi', 'airConditioning', 'breakfast', 'restaurant', 'poolAccess', 'airportTransfer', 'buggy', 'islandsTour'],
  },
  amalfi: {
    key: 'amalfi',
    category: 'premier',
    heroImage: 'amalfi-hero',
    services: [
      { key: 'hotel', image: 'room-premium-room-sea-view-1', href: '/accommodation/amalfi/' },
      { key: 'restaurant', image: 'luxe', href: '/dining/luxe/' },
      { key: 'buffet', image: 'buffet', href: '/dining/buffet/' },
      { key: 'skybar', image: 'skybar', href: '/dining/skybar/' },
    ],
    checkinTime: '14:00',
    checkoutTime: '12:00',
    features: ['freeWifi', 'airConditioning', 'breakfastBuffet', 'restaurant', 'rooftopPool', 'skybar', 'airportTransfer', 'buggy', 'islandsTour'],
  },
};
