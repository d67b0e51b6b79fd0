import type { Metadata } from 'next';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { site } from '@/content/site';
import { formatTitle } from '@/lib/seo-title';
import type { LiveMeta } from '@/lib/i18n/intl-scope';

export type MetaKey = keyof typeof en.Meta;

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

/**
 * The metadata API object for one page: brand-templated title, description, keywords, canonical,
 * Open Graph (with the vi alternate locale) and a Twitter card. The pre-rendered HTML is English.
 */
export function buildMetadata({
  path,
  meta,
  image = DEFAULT_OG_IMAGE,
  imageAlt,
  noindex = false,
  type = 'website',
}: {
  path: string;
  meta: LocalizedMeta;
  image?: string;
  imageAlt?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}): Metadata {
  const title = formatTitle(meta.en.title);
  const images = [{ url: image, width: 1200, height: 630, alt: imageAlt ?? meta.en.title }];
  return {
    title: { absolute: title },
    description: meta.en.description,
    keywords: meta.en.keywords,
    alternates: { canonical: path },
    openGraph: {
      type,
      title,
      description: meta.en.description,
      url: path,
      siteName: `${site.brand} Hotels`,
      locale: 'en_US',
      alternateLocale: ['vi_VN'],
      images,
    },
    twitter: { card: 'summary_large_image', title, description: meta.en.description, images: images.map((i) => i.url) },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/** The title and description the client switches to live (see IntlScope). */
export const liveMeta = (meta: LocalizedMeta): LiveMeta => ({
  en: { title: meta.en.title, description: meta.en.description },
  vi: { title: meta.vi.title, description: meta.vi.description },
});

/** Serialises JSON-LD safely for an inline script (no `</script>` break-out). */
export const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
