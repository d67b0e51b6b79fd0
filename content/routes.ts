/**
 * Every pre-rendered page: the sitemap, the e2e harness (via out/sitemap.xml) and the link check
 * read this list. Add a route here when you add its page. Room pages come from the room catalogue.
 */
import { ROOMS, roomPath } from './rooms';
import { HOTEL_KEYS } from './site';

export interface SiteRoute {
  path: string;
  /** Sitemap hints. */
  priority: number;
  changeFrequency: 'weekly' | 'monthly' | 'yearly';
}

const route = (path: string, priority = 0.7, changeFrequency: SiteRoute['changeFrequency'] = 'monthly'): SiteRoute => ({
  path,
  priority,
  changeFrequency,
});

/** The 12 room detail pages, from the room catalogue. */
export const ROOM_ROUTES: SiteRoute[] = HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((r) => route(roomPath(r), 0.8)));

export const STATIC_ROUTES: SiteRoute[] = [
  route('/', 1, 'weekly'),
  route('/accommodation/', 0.9),
  route('/accommodation/sorrento/', 0.9),
  route('/accommodation/amalfi/', 0.9),
  ...ROOM_ROUTES,
  route('/dining/', 0.8),
  route('/sorrento/', 0.9),
  route('/amalfi/', 0.9),
  route('/dining/bistro/', 0.7),
  route('/dining/luxe/', 0.7),
  route('/dining/buffet/', 0.7),
  route('/dining/skybar/', 0.7),
  route('/dining/skybar/services/', 0.6),
  route('/amenities/', 0.7),
  route('/offers/', 0.7),
  route('/explore/', 0.7),
  route('/gallery/', 0.6),
  route('/privacy/', 0.3, 'yearly'),
  route('/contact/', 0.8),
];

/** Old or alternative addresses (spec section 2 "Redirects"): pre-rendered stubs plus public/_redirects. */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/sorrento/restaurant/alacarte/', to: '/dining/bistro/' },
  { from: '/amalfi/restaurant/alacarte/', to: '/dining/bistro/' },
  { from: '/sorrento/hotel/', to: '/sorrento/' },
  { from: '/amalfi/hotel/', to: '/amalfi/' },
  { from: '/amalfi/skybar/', to: '/dining/skybar/' },
  { from: '/amalfi/restaurant/buffet/', to: '/dining/buffet/' },
];

export const redirectTarget = (from: string) => {
  const hit = REDIRECTS.find((r) => r.from === from);
  if (!hit) throw new Error(`No redirect is declared from ${from}`);
  return hit.to;
};
