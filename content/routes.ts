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
  route('/accommodation/compare/', 0.6),
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
