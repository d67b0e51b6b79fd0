/**
 * The page registry: every page of the site declared once. A page's entry feeds its metadata
 * (lib/seo.ts `registeredMetadata`), its client messages (`SitePage`, components/i18n/site-page.tsx),
 * the sitemap (app/sitemap.ts), its structured-data graph (lib/structured-data/graph.ts) and, through
 * the sitemap, the e2e route checks and the link check. Room pages come from the room catalogue.
 * How to add a page: docs/CONVENTIONS.md "A page, end to end".
 */
import type en from '../messages/en.json';
import { COMPARE_PATH } from './compare-path';
import { HOTEL_PAGES } from './hotels';
import type { ImageId } from './images';
import { ROOMS, ROOMS_HERO, roomListPath, roomPath } from './rooms';
import { HOTEL_KEYS, type HotelKey } from './site';
import { VENUES } from './venues';

/** A key of messages' `Meta` namespace: a page's title, description and keywords in both languages. */
export type MetaKey = keyof typeof en.Meta;
/** A message namespace, or a part of one (`HomePage.hero`). */
export type ClientNamespace = keyof typeof en | `${keyof typeof en}.${string}`;
/** The schema.org type of the page itself in its graph. */
export type SchemaPageType = 'WebPage' | 'CollectionPage' | 'ContactPage' | 'ImageGallery';

export interface SiteRoute {
  path: string;
  /** Sitemap hints. */
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
}

export interface SitePageEntry extends SiteRoute {
  /** Its title, description and keywords: `Meta.<meta>` in messages/*.json. */
  meta: MetaKey;
  /** The share picture (Open Graph, and the graph's primaryImageOfPage). */
  image: ImageId;
  schema: SchemaPageType;
  /**
   * The messages its client components render (server components read any): handed to them in
   * the page's language only. Most pages have none.
   */
  clientMessages: readonly ClientNamespace[];
}

type Options = Partial<Pick<SitePageEntry, 'priority' | 'changeFrequency' | 'schema' | 'clientMessages'>>;

const page = (path: string, meta: MetaKey, image: ImageId, options: Options = {}): SitePageEntry => ({
  path,
  meta,
  image,
  priority: options.priority ?? 0.7,
  changeFrequency: options.changeFrequency ?? 'monthly',
  schema: options.schema ?? 'WebPage',
  clientMessages: options.clientMessages ?? [],
});

const VENUE_CHIPS: readonly ClientNamespace[] = ['VenueChips'];
const roomList = (hotel: HotelKey) =>
  page(roomListPath(hotel), `${hotel}Rooms`, ROOMS_HERO[hotel], { priority: 0.9, schema: 'CollectionPage', clientMessages: ['RoomInfo'] });
const hotelPage = (hotel: HotelKey) => page(`/${hotel}/`, hotel, HOTEL_PAGES[hotel].heroImage, { priority: 0.9 });

/** Every page but the room pages, by key. */
export const PAGES = {
  home: page('/', 'home', 'home-hero', { priority: 1, changeFrequency: 'weekly', clientMessages: ['HomePage.hero'] }),
  accommodation: page('/accommodation/', 'accommodation', 'accommodation-hero', { priority: 0.9, schema: 'CollectionPage' }),
  sorrentoRooms: roomList('sorrento'),
  amalfiRooms: roomList('amalfi'),
  compare: page(COMPARE_PATH, 'compare', 'accommodation-hero', { priority: 0.6, clientMessages: ['Compare', 'RoomInfo'] }),
  dining: page('/dining/', 'dining', 'dining-hero', { priority: 0.8, schema: 'CollectionPage' }),
  sorrento: hotelPage('sorrento'),
  amalfi: hotelPage('amalfi'),
  bistro: page(VENUES.bistro.path, 'bistro', VENUES.bistro.hero, { clientMessages: ['MenuPage', ...VENUE_CHIPS] }),
  luxe: page(VENUES.luxe.path, 'luxe', VENUES.luxe.hero, { clientMessages: ['MenuPage', ...VENUE_CHIPS] }),
  buffet: page(VENUES.buffet.path, 'buffet', VENUES.buffet.hero, { clientMessages: VENUE_CHIPS }),
  skybar: page(VENUES.skybar.path, 'skybar', VENUES.skybar.hero, { clientMessages: ['SkybarPage', ...VENUE_CHIPS] }),
  skybarServices: page('/dining/skybar/services/', 'skybarServices', 'skybar-services-hero', { priority: 0.6 }),
  amenities: page('/amenities/', 'amenities', 'amenities-hero'),
  offers: page('/offers/', 'offers', 'offers-hero'),
  explore: page('/explore/', 'explore', 'explore-hero', { schema: 'CollectionPage' }),
  gallery: page('/gallery/', 'gallery', 'gallery-hero', { priority: 0.6, schema: 'ImageGallery', clientMessages: ['GalleryPage'] }),
  privacy: page('/privacy/', 'privacy', 'privacy-hero', { priority: 0.3, changeFrequency: 'yearly' }),
  contact: page('/contact/', 'contact', 'contact-hero', { priority: 0.8, schema: 'ContactPage', clientMessages: ['InquiryForm'] }),
} as const satisfies Record<string, SitePageEntry>;

export type PageKey = keyof typeof PAGES;

/** The messages a room page's client components render (its slideshow, calendar, facilities, prices). */
export const ROOM_PAGE_CLIENT_MESSAGES: readonly ClientNamespace[] = ['RoomDetail', 'RoomInfo'];

const route = ({ path, priority, changeFrequency }: SiteRoute): SiteRoute => ({ path, priority, changeFrequency });

/** The 12 room detail pages, from the room catalogue. */
export const ROOM_ROUTES: SiteRoute[] = HOTEL_KEYS.flatMap((hotel) =>
  ROOMS[hotel].map((r) => route({ path: roomPath(r), priority: 0.8, changeFrequency: 'monthly' })),
);

/**
 * Every pre-rendered page: the sitemap, the e2e harness (via out/sitemap.xml), the link check and
 * the 404 page's address matching read this list.
 */
export const STATIC_ROUTES: SiteRoute[] = [...Object.values(PAGES).map(route), ...ROOM_ROUTES];

/** The pages a redirect can lead to, by their `Meta` key in messages (the stub's title and description). */
export type RedirectTargetPage = 'bistro' | 'buffet' | 'skybar' | 'sorrento' | 'amalfi';

export interface SiteRedirect {
  from: string;
  to: string;
  page: RedirectTargetPage;
}

/**
 * Old or alternative addresses (docs/REQUIREMENTS.md §2 "Redirects"), language-neutral: each exists in both
 * languages (`/vi/sorrento/hotel/` -> `/vi/sorrento/`) as a pre-rendered stub, and public/_redirects
 * lists both as 301s for hosts that read it.
 */
export const REDIRECTS: readonly SiteRedirect[] = [
  { from: '/sorrento/restaurant/alacarte/', to: '/dining/bistro/', page: 'bistro' },
  { from: '/amalfi/restaurant/alacarte/', to: '/dining/bistro/', page: 'bistro' },
  { from: '/sorrento/hotel/', to: '/sorrento/', page: 'sorrento' },
  { from: '/amalfi/hotel/', to: '/amalfi/', page: 'amalfi' },
  { from: '/amalfi/skybar/', to: '/dining/skybar/', page: 'skybar' },
  { from: '/amalfi/restaurant/buffet/', to: '/dining/buffet/', page: 'buffet' },
];

export const findRedirect = (from: string): SiteRedirect => {
  const hit = REDIRECTS.find((r) => r.from === from);
  if (!hit) throw new Error(`No redirect is declared from ${from}`);
  return hit;
};

export const redirectTarget = (from: string) => findRedirect(from).to;
