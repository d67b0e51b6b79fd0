/** Pure language rules (spec section 1 and 4, DESIGN "Language"). No React here: unit-tested alone. */
export const LANGUAGES = ['en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'vela.language';

/** BCP 47 tags for Intl formatting: the spec's default locale formatting is English (United States). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Pages where a Vietnamese browser language switches the site to Vietnamese without a choice. */
const DETECTION_PATHS = new Set(['/', '/dining/', '/accommodation/']);

export function normalisePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] || '/';
  return clean.endsWith('/') ? clean : `${clean}/`;
}

export const detectsBrowserLanguage = (pathname: string) => DETECTION_PATHS.has(normalisePath(pathname));

export const browserPrefersVietnamese = (browserLanguages: readonly string[]) =>
  browserLanguages.length > 0 && (browserLanguages[0] ?? '').toLowerCase().startsWith('vi');

/**
 * The language a page opens in: an explicit, stored choice wins everywhere; otherwise a browser
 * language starting with "vi" sets Vietnamese on home and the two chooser pages only; else English.
 */
export function resolveInitialLanguage(input: {
  stored: string | null | undefined;
  browserLanguages: readonly string[];
  pathname: string;
}): Language {
  if (isLanguage(input.stored)) return input.stored;
  if (detectsBrowserLanguage(input.pathname) && browserPrefersVietnamese(input.browserLanguages)) return 'vi';
  return DEFAULT_LANGUAGE;
}
