// The image slots of each page: its hero plus every image its components render below it, taken from
// the same content data the page components read. Used by page-images and image-distinct tests.
import { HOME_AMENITIES, HOME_DINING, HOME_LOCATIONS, HOME_PREVIEWS } from '@/content/home';
import { TESTIMONIALS } from '@/content/testimonials';
import { HOTEL_PAGES } from '@/content/hotels';
import { VENUES, BUFFET, SKYBAR_SERVICES } from '@/content/venues';
import { AMENITIES } from '@/content/amenities';
import { OFFERS } from '@/content/offers';
import { EXPLORE_ITEMS } from '@/content/explore';
import { ROOMS, ROOMS_HERO, roomPath, roomSlides, type Room } from '@/content/rooms';

// A room page: its hero (the room's first picture), the slideshow (the other three), and each other
// room of the hotel as a "More rooms" card (their first pictures).
const roomPage = (room: Room) => [room.images[0]!, ...roomSlides(room), ...ROOMS[room.hotel].filter((r) => r.slug !== room.slug).map((r) => r.images[0]!)];

export const PAGES: Record<string, readonly string[]> = {
  '/': [
    'home-hero',
    'welcome',
    ...HOME_LOCATIONS.map((l) => l.image),
    ...HOME_DINING.map((d) => d.image),
    ...HOME_AMENITIES.map((a) => a.image),
    ...HOME_PREVIEWS.map((p) => p.image),
    ...TESTIMONIALS.map((t) => t.avatar),
  ],
  '/sorrento/': [HOTEL_PAGES.sorrento.heroImage, ...HOTEL_PAGES.sorrento.services.map((s) => s.image)],
  '/amalfi/': [HOTEL_PAGES.amalfi.heroImage, ...HOTEL_PAGES.amalfi.services.map((s) => s.image)],
  '/dining/': ['dining-hero', VENUES.bistro.card, VENUES.luxe.card, VENUES.buffet.card, VENUES.skybar.card],
  '/dining/bistro/': [VENUES.bistro.hero, VENUES.bistro.dish],
  '/dining/luxe/': [VENUES.luxe.hero, VENUES.luxe.dish],
  '/dining/buffet/': [VENUES.buffet.hero, BUFFET.sessions.breakfast.image, BUFFET.sessions.dinner.image],
  '/dining/skybar/': [VENUES.skybar.hero, VENUES.skybar.dish],
  '/dining/skybar/services/': ['skybar-services-hero', ...SKYBAR_SERVICES.map((s) => s.image)],
  '/amenities/': ['amenities-hero', ...AMENITIES.map((a) => a.image)],
  '/offers/': ['offers-hero', ...OFFERS.map((o) => o.image)],
  '/explore/': ['explore-hero', ...EXPLORE_ITEMS.map((e) => e.image)],
  '/accommodation/': ['accommodation-hero', 'sorrento-exterior', 'amalfi-exterior'],
  '/accommodation/sorrento/': [ROOMS_HERO.sorrento, ...ROOMS.sorrento.map((r) => r.images[0]!)],
  '/accommodation/amalfi/': [ROOMS_HERO.amalfi, ...ROOMS.amalfi.map((r) => r.images[0]!)],
  ...Object.fromEntries(Object.values(ROOMS).flatMap((rooms) => rooms.map((room) => [roomPath(room), roomPage(room)]))),
};
