/**
 * Every pre-rendered page: the sitemap, the e2e harness (via out/sitemap.xml) and the link check
 * read this list. Add a route here when you add its page. Room pages come from the room catalogue.
 */
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

export const STATIC_ROUTES: SiteRoute[] = [
  route('/', 1, 'weekly'),
  route('/accommodation/', 0.9),
  route('/dining/', 0.8),
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
