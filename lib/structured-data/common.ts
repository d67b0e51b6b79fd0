/** Building blocks every structured-data node shares: texts, addresses, places, images, times. */
import { createTranslator } from 'next-intl';
import type { GeoCoordinates, PostalAddress } from 'schema-dts';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { getImage, imageSrc, ogImage, type ImageId } from '@/content/images';
import { addressIn, type HotelKey } from '@/content/site';
import { localizePath, type Language } from '@/lib/i18n/language';
import { withDataTexts } from '@/lib/i18n/catalogues';
import { messagesFor, type Messages, type Namespace } from '@/lib/i18n/messages';
import { absoluteUrl } from '@/lib/seo';

/** The raw catalogue of a language (plain strings; use `translate` for messages with arguments). */
const CATALOGUES: Record<Language, Messages> = { en: withDataTexts(en, 'en'), vi: withDataTexts(vi as typeof en, 'vi') };
export const catalogue = (language: Language): Messages => CATALOGUES[language];

/** next-intl's translator of one namespace, as the pages use it. */
export const translate = <N extends Namespace>(language: Language, namespace: N) =>
  createTranslator({ locale: language, messages: messagesFor(language), namespace });

/** The page's URL in its language: `/dining/` -> `https://…/vi/dining/`. */
export const pageUrl = (path: string, language: Language) => absoluteUrl(localizePath(path, language));

/** The hotels' UTC offset (Asia/Ho_Chi_Minh has no daylight saving). */
export const HOTEL_UTC_OFFSET = '+07:00';

/** "14:00" -> "14:00:00+07:00" (schema.org Time). */
export function schemaTime(hhmm: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hhmm)) throw new Error(`Not a time of day: ${hhmm}`);
  return `${hhmm}:00${HOTEL_UTC_OFFSET}`;
}

export const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof EVERY_DAY)[number];
export const dayOfWeek = (day: DayName) => `https://schema.org/${day}` as const;

export function postalAddress(hotel: HotelKey, language: Language): PostalAddress {
  const a = addressIn(hotel, language);
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
}

export const geoCoordinates = ({ latitude, longitude }: { latitude: number; longitude: number }): GeoCoordinates => ({
  '@type': 'GeoCoordinates',
  latitude,
  longitude,
});

/** The largest rendition of an artwork, absolute. */
export function imageUrl(id: ImageId): string {
  const image = getImage(id);
  return absoluteUrl(imageSrc(id, image.widths[image.widths.length - 1] ?? image.width));
}

/** A page hero's share image (1200×630) and its largest rendition. */
export const heroImages = (id: ImageId): string[] => {
  const og = ogImage(id);
  return [...(og ? [absoluteUrl(og)] : []), imageUrl(id)];
};

export const VND = 'VND';
