/**
 * Numbers are formatted one way across the site: Intl.NumberFormat, one formatter per language and
 * currency. No rate table here, so a client component showing a price does not carry one
 * (lib/rates.ts `formatRate` is the rate service's face of the same functions).
 */
import type { Language } from '@/lib/i18n/language';

const NUMBER_LOCALE: Record<Language, string> = { en: 'en-US', vi: 'vi-VN' };
const formatters = new Map<string, Intl.NumberFormat>();
const numberFormat = (language: Language, currency?: 'USD') => {
  const key = `${language}/${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], currency ? { style: 'currency', currency } : { maximumFractionDigits: 0 });
    formatters.set(key, format);
  }
  return format;
};

/** "1,500,000 ₫" (en), "1.500.000 ₫" (vi): whole dong, thousands separators, a plain space. */
export const formatVnd = (amount: number, language: Language) => `${numberFormat(language).format(Math.round(amount))} ₫`;

/** "$62.50" (en), "62,50 US$" (vi). ICU separates a currency sign with a no-break space; the site's text uses a plain one. */
export const formatUsd = (dollars: number, language: Language) =>
  numberFormat(language, 'USD')
    .format(dollars)
    .replace(/\u00a0/g, ' ');
