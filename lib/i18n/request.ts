import { getRequestConfig } from 'next-intl/server';
import { site } from '@/content/site';
import { DEFAULT_LANGUAGE, isLanguage } from './language';
import { messagesFor } from './messages';

// Fixed for a build so every page formats the same moment; only relative times would use it.
const renderedAt = new Date();

/**
 * next-intl's request configuration (named in next.config.ts): a page's language is its `[lang]`
 * segment, which every layout and page hands to `setRequestLocale` (lib/i18n/params.ts,
 * `enterLanguage`), so server components translate with `useTranslations`/`getTranslations` in it.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  return { locale, messages: messagesFor(locale), timeZone: site.timeZone, now: renderedAt };
});
