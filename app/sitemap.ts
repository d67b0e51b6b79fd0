import type { MetadataRoute } from 'next';
import { STATIC_ROUTES } from '@/content/routes';
import { LANGUAGES, localizePath } from '@/lib/i18n/language';
import { absoluteUrl, languageAlternates } from '@/lib/seo';
import { pageLastModified } from '@/scripts/lastmod.mjs';

export const dynamic = 'force-static';

/**
 * Every page in both languages; each entry lists its English and Vietnamese URLs (itself included)
 * and, from git history read at build time, when its content last changed (scripts/lastmod.mjs;
 * none without history).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = pageLastModified(STATIC_ROUTES.map((route) => route.path));
  return STATIC_ROUTES.flatMap((route) => {
    const { en, vi } = languageAlternates(route.path);
    const languages = { en: absoluteUrl(en), vi: absoluteUrl(vi) };
    const date = lastModified.get(route.path);
    return LANGUAGES.map((language) => ({
      url: absoluteUrl(localizePath(route.path, language)),
      ...(date ? { lastModified: date } : {}),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      alternates: { languages },
    }));
  });
}
