/**
 * Pure language rules (docs/REQUIREMENTS.md §1 and §4, docs/DECISIONS.md "Language"). No React here: unit-tested alone.
 *
 * One URL per language: English at the site's paths (`/dining/`), Vietnamese at `/vi/` + the same
 * path (`/vi/dining/`). The path is the source of truth for the language a page shows.
 */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'vela.language';

/** BCP 47 tags for Intl formatting: the spec's default locale formatting is English (United States). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };
/** Open Graph locales. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', vi: 'vi_VN' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'vi' : 'en');

/** Pages where a Vietnamese browser language takes a first-time visitor to the Vietnamese twin (landing-script.ts applies the rule). */
export const DETECTION_PATHS: readonly string[] = ['/', '/dining/', '/accommodation/'];

export function normalisePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] || '/';
  return clean.endsWith('/') ? clean : `${clean}/`;
}

// A path's language prefix. `/en` never appears in a public URL: it is where Next pre-renders the
// English pages before postbuild moves them to the site's root (scripts/postbuild.mjs), so a
// server render sees `/en/dining` where the browser later sees `/dining/`.
const PREFIX = /^\/(en|vi)(?=\/|$)/;

/** The language a path is in: `/vi/...` is Vietnamese, anything else English. */
export function languageFromPath(pathname: string): Language {
  const match = PREFIX.exec(normalisePath(pathname));
  return match?.[1] === 'vi' ? 'vi' : 'en';
}

/** The path without its language prefix, with a trailing slash: `/vi/dining` -> `/dining/`. */
export function neutralPath(pathname: string): string {
  return normalisePath(normalisePath(pathname).replace(PREFIX, '') || '/');
}

/**
 * A site-internal href in a language: `/dining/` -> `/vi/dining/` in Vietnamese. Query and hash are
 * kept; anything that is not a site path (`#x`, `tel:`, `https://…`, `//host`) is returned as is.
 */
export function localizePath(href: string, language: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const split = href.search(/[?#]/);
  const path = split < 0 ? href : href.slice(0, split);
  const rest = split < 0 ? '' : href.slice(split);
  const neutral = PREFIX.test(path) ? neutralPath(path) : path;
  if (language === 'en') return `${neutral}${rest}`;
  return `/vi${neutral === '/' ? '/' : neutral}${rest}`;
}
