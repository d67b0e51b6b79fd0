import { setRequestLocale } from 'next-intl/server';
import { LANGUAGES, isLanguage, type Language } from './language';

/** The `[lang]` segment's params, as Next hands them to layouts, pages and generateMetadata. */
export interface LanguageParams {
  params: Promise<{ lang: string }>;
}

/** One pre-rendered copy of every page per language. */
export const languageParams = () => LANGUAGES.map((lang) => ({ lang }));

export async function pageLanguage(params: LanguageParams['params']): Promise<Language> {
  const { lang } = await params;
  // dynamicParams = false: only the two languages are ever rendered.
  if (!isLanguage(lang)) throw new Error(`Unknown language segment: ${lang}`);
  return lang;
}

/**
 * The page's language, set for next-intl's server APIs (`setRequestLocale`): every layout and page
 * calls it first, so `useTranslations`/`getTranslations` in its server components use the URL's
 * language and the page stays static.
 */
export async function enterLanguage(params: LanguageParams['params']): Promise<Language> {
  const language = await pageLanguage(params);
  setRequestLocale(language);
  return language;
}
