/**
 * What the home page shows (docs/REQUIREMENTS.md §2 "Home", §9 "Home counts"): the cards, their
 * artwork and where they lead. The words live in messages/HomePage.
 */
import type { ImageId } from './images';
import { site, type HotelKey } from './site';

export const WELCOME_SECTION_ID = 'welcome';

export interface HomeLocation {
  key: HotelKey;
  /** The location's name; the card links to /{lowercased name}/ (lib/location-path). */
  name: string;
  image: ImageId;
}

export const HOME_LOCATIONS: readonly HomeLocation[] = [
  { key: 'sorrento', name: site.hotels.sorrento.name, image: 'sorrento-exterior' },
  { key: 'amalfi', name: site.hotels.amalfi.name, image: 'amalfi-exterior' },
];

export type DiningKey = 'bistro' | 'luxe' | 'buffet' | 'skybar';

export const DINING_HREF = '/dining/';

export const HOME_DINING: ReadonlyArray<{ key: DiningKey; image: ImageId; href: string; hotel: HotelKey }> = [
  { key: 'bistro', image: 'bistro', href: '/dining/bistro/', hotel: 'sorrento' },
  { key: 'luxe', image: 'luxe', href: '/dining/luxe/', hotel: 'amalfi' },
  { key: 'buffet', image: 'buffet', href: '/dining/buffet/', hotel: 'amalfi' },
  { key: 'skybar', image: 'skybar', href: '/dining/skybar/', hotel: 'amalfi' },
];

export type AmenityKey = 'breakfast' | 'rooftopPool' | 'islandsTour' | 'airportLimousine' | 'buggy';

/** The amenities heading and every amenity card button lead here. */
export const AMENITIES_HREF = '/amenities/';

export const HOME_AMENITIES: ReadonlyArray<{ key: AmenityKey; image: ImageId }> = [
  { key: 'breakfast', image: 'breakfast' },
  { key: 'rooftopPool', image: 'rooftop-pool' },
  { key: 'islandsTour', image: 'islands-tour' },
  { key: 'airportLimousine', image: 'airport-limousine' },
  { key: 'buggy', image: 'buggy' },
];

export type PreviewKey = 'accommodations' | 'sunset' | 'dining' | 'vortex' | 'cableCar';

export const EXPLORE_HREF = '/explore/';

/** Five explore previews; each tile opens the page that tells more. */
export const HOME_PREVIEWS: ReadonlyArray<{ key: PreviewKey; image: ImageId; href: string }> = [
  { key: 'accommodations', image: 'preview-accommodations', href: '/accommodation/' },
  { key: 'sunset', image: 'preview-sunset', href: '/explore/' },
  { key: 'dining', image: 'preview-dining', href: '/dining/' },
  { key: 'vortex', image: 'preview-vortex', href: '/explore/' },
  { key: 'cableCar', image: 'preview-cable-car', href: '/explore/' },
];
