import type { Metadata } from 'next';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { ogImage } from '@/content/images';
import { PAGES, type MetaKey, type PageKey } from '@/content/routes';
import { site } from '@/content/site';
import { formatTitle } from '@/lib/seo-title';
import { LANGUAGES, OG_LOCALE, localizePath, otherLanguage, type Language } from '@/lib/i18n/language';
import { pageLanguage, type LanguageParams } from '@/lib/i18n/params';

export type { MetaKey } from '@/content/routes';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
}

export interface LocalizedMeta {
  en: PageMeta;
  vi: PageMeta;
}

export const DEFAULT_OG_IMAGE = '/images/og/home-hero.jpg';

/** A page's title, description and keywords in both languages, from messages' Meta namespace. */
export function staticMeta(key: MetaKey): LocalizedMeta {
  return { en: en.Meta[key], vi: (vi.Meta as typeof en.Meta)[key] };
}

export const absoluteUrl = (path: string) => new URL(path, `${site.url}/`).toString();

export interface MetadataInput {
  /** The page's language-neutral path, with a trailing slash: `/dining/`. */
  path: string;
  meta: LocalizedMeta;
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}

/** The page's URL in each language, plus x-default (English), for `hreflang` and the sitemap. */
export function languageAlternates(path: string): Record<Language | 'x-default', string> {
  const urls = Object.fromEntries(LANGUAGES.map((language) => [language, localizePath(path, language)])) as Record<Language, string>;
  return { ...urls, 'x-default': urls.en };
}

/**
 * The metadata API object for one page in one language: brand-templated title, description,
 * keywords, a canonical to itself, hreflang en / vi / x-default, Open Graph in that language and a
 * Twitter card. Relative URLs are made absolute by the layout's metadataBase.
 */
export function buildMetadata(
  { path, meta, image = DEFAULT_OG_IMAGE, imageAlt, noindex = false, type = 'website' }: MetadataInput,
  language: Language,
): Metadata {
  const text = meta[language];
  const title = formatTitle(text.title);
  const url = localizePath(path, language);
  const images = [{ url: image, width: 1200, height: 630, alt: imageAlt ?? text.title }];
  return {
    title: { absolute: title },
    description: text.description,
    keywords: text.keywords,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      title,
      description: text.description,
      url,
      siteName: `${site.brand} Hotels`,
      locale: OG_LOCALE[language],
      alternateLocale: [OG_LOCALE[otherLanguage(language)]],
      images,
    },
    twitter: { card: 'summary_large_image', title, description: text.description, images: images.map((i) => i.url) },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/** A registered page's generateMetadata (content/routes.ts): its meta key, path and share image. */
export const registeredMetadata = (key: PageKey) => {
  const entry = PAGES[key];
  return pageMetadata({ path: entry.path, meta: staticMeta(entry.meta), image: ogImage(entry.image) });
};

/** A route's generateMetadata: the same page in the language of its `[lang]` segment. */
export const pageMetadata =
  (input: MetadataInput) =>
  async ({ params }: LanguageParams): Promise<Metadata> =>
    buildMetadata(input, await pageLanguage(params));

/** Serialises JSON-LD safely for an inline script (no `</script>` break-out). */
export const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
