/**
 * Which page heroes are described to screen readers and search engines, and which are decorative
 * (alt=""): a hero that shows one of our places (a hotel, its rooms, a room, a venue, the town, the
 * rooftop pool) carries the manifest's alt text in the page language; a hero that sets a mood behind
 * the page's title (contact, privacy, offers, the choosers, the gallery's own banner) repeats nothing
 * the h1 does not say and stays empty. docs/SEO.md lists every decorative image and why.
 */
import type { ImageId } from '@/content/images';
import { HOTEL_PAGES } from '@/content/hotels';
import { ROOMS, ROOMS_HERO } from '@/content/rooms';
import { HOTEL_KEYS } from '@/content/site';
import { VENUES } from '@/content/venues';

export const DESCRIBED_HEROES: ReadonlySet<ImageId> = new Set<ImageId>([
  ...HOTEL_KEYS.map((hotel) => HOTEL_PAGES[hotel].heroImage),
  ...HOTEL_KEYS.map((hotel) => ROOMS_HERO[hotel]),
  // A room page opens on the room itself: its lead picture is the first thing to know about it.
  ...HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((room) => room.images[0]!)),
  ...Object.values(VENUES).map((venue) => venue.hero),
  'explore-hero' as ImageId,
  'amenities-hero' as ImageId,
]);

/** A hero's alt override for ResponsiveImage: undefined (the manifest's text, live language) or "" (decorative). */
export const heroAlt = (id: ImageId): string | undefined => (DESCRIBED_HEROES.has(id) ? undefined : '');
