import { REDIRECTS, STATIC_ROUTES } from '@/content/routes';
import { staticMeta } from '@/lib/seo';
import { formatTitle } from '@/lib/seo-title';

export interface NotFoundConfig {
  /** Every page and redirect stub of the site, language-neutral, in lower case. */
  pages: readonly string[];
}

export const NOT_FOUND_CONFIG: NotFoundConfig = {
  pages: [...STATIC_ROUTES.map((r) => r.path), ...REDIRECTS.map((r) => r.from)].map((p) => p.toLowerCase()),
};

/**
 * Where an unknown address sends the visitor, in the address's language (`/vi/...` stays
 * Vietnamese). A real page in another casing goes to that page (docs/REQUIREMENTS.md §5: room ids match
 * case-insensitively); an unknown room of a hotel goes to that hotel's room list
 * (docs/DECISIONS.md #3); anything else goes home.
 *
 * Runs inline in 404.html before it paints (app/global-not-found.tsx serialises it), so it is plain ES5
 * with nothing from module scope.
 */
export function notFoundTarget(pathname: string, config: NotFoundConfig = NOT_FOUND_CONFIG): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: match on the raw text.
  }
  path = path.split(/[?#]/)[0] || '/';
  if (path.charAt(path.length - 1) !== '/') path += '/';
  const lower = path.toLowerCase();
  const prefix = /^\/vi\//.test(lower) ? '/vi' : '';
  const neutral = lower.slice(prefix.length);
  // The exact page is missing (it never should be): home, rather than a loop.
  if (config.pages.indexOf(neutral) >= 0 && prefix + neutral !== path) return prefix + neutral;
  const room = /^\/accommodation\/(sorrento|amalfi)\/[^/]+\//.exec(neutral);
  if (room) return prefix + '/accommodation/' + room[1] + '/';
  return prefix + '/';
}

/** The Vietnamese tab title of the not-found page. */
const VI_TITLE = formatTitle(staticMeta('notFound').vi.title);

/**
 * The inline script of 404.html: on to the right page before anything paints. Plain object storage
 * answers every miss with this one English file, so on a /vi/ address it first becomes Vietnamese
 * (language and title; the body says it in both) for the moment it shows.
 */
export const notFoundScript = () =>
  `(function(){var p=location.pathname;if(/^\\/vi\\//i.test(p)){document.documentElement.lang='vi';document.title=${JSON.stringify(VI_TITLE)}}` +
  `location.replace((${String(notFoundTarget)})(p,${JSON.stringify(NOT_FOUND_CONFIG)}))})()`;
