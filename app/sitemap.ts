import type { MetadataRoute } from 'next';
import { STATIC_ROUTES } from '@/content/routes';
import { LANGUAGES, localizePath } from '@/lib/i18n/language';
import { absoluteUrl, languageAlternates } from '@/lib/seo';

export const dynamic = 'force-static';

/** Every page in both languages; each entry lists its English and Vietnamese URLs (itself included). */
export default function sitemap(): MetadataRoute.Sitemap {
  return STATIC_ROUTES.flatMap((route) => {
    const { en, vi } = languageAlternates(route.path);
    const languages = { en: absoluteUrl(en), vi: absoluteUrl(vi) };
    return LANGUAGES.map((language) => ({
      url: absoluteUrl(localizePath(route.path, language)),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      alternates: { languages },
    }));
  });
}
