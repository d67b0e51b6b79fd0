/**
 * The one place for the group's brand, public address and contacts. Every page, the footer,
 * the JSON-LD and the inquiry e-mails read from here. Defaults are fictional: replace them
 * (see README "Configure the brand and contacts").
 */
import { buildSettings } from './build-settings.mjs';
// The names an inquiry's LOCATION is checked against, and the hotels' clock: JSON, so the local
// inbox (plain Node) reads the very same values.
import names from './hotel-names.json';
import contacts from './data/site.json';

export type HotelKey = 'sorrento' | 'amalfi';
export const HOTEL_KEYS: readonly HotelKey[] = ['sorrento', 'amalfi'] as const;

export interface Phone {
  /** As shown to people. */
  display: string;
  /** E.164, for tel: links and JSON-LD. */
  e164: string;
}

export interface HotelContact {
  /** The hotel's name after the brand, e.g. "Sorrento". */
  name: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
    countryCode: string;
    /**
     * The same address as Vietnamese readers write it: street types in Vietnamese ("Đường Amalfi"),
     * places with their diacritics ("Phú Quốc"), the town by the name the Vietnamese pages use.
     */
    vi: { street: string; locality: string; region: string; country: string };
  };
  telephone: Phone;
  mobile?: Phone;
  /** The number the hotel's Zalo account is registered to, as Vietnamese guests dial it ("0912 688 868"). Leave out to hide the link. */
  zalo?: string;
  /** The WhatsApp number, international ("+84 912 688 868"). Leave out to hide the link. */
  whatsapp?: string;
  mapUrl: string;
  reviewUrl: string;
  /** WGS 84, five decimals or more (about a metre). */
  geo: { latitude: number; longitude: number };
  /** The hotel's official star classification, for search engines (schema.org starRating). */
  starRating: number;
}

const phone = (display: string): Phone => ({ display, e164: `+${display.replace(/\D/g, '')}` });

const settings = buildSettings();

// The contacts the hotel edits in /admin/ ("Site contacts"): content/data/site.json, checked by
// content/schema.mjs at build (phones international, links https, Sorrento's mobile present: the
// footer lists it). Phones are written as people read them; the tel: form is made from them.
// Typed as the site has them (the pages and tests rely on Sorrento's mobile and both hotels' Zalo and
// WhatsApp being there); the schema requires the same.
type HotelData = Omit<HotelContact, 'name' | 'telephone' | 'mobile' | 'zalo' | 'whatsapp'> & {
  telephone: string;
  mobile?: string;
  zalo: string;
  whatsapp: string;
};
const hotelsData = contacts.hotels as { sorrento: HotelData & { mobile: string }; amalfi: HotelData };
const hotel = <H extends HotelData>(name: string, { telephone, mobile, ...rest }: H) => ({
  name,
  ...rest,
  telephone: phone(telephone),
  ...(mobile ? { mobile: phone(mobile) } : {}),
});

export const site = {
  brand: names.brand,
  /** Public site URL: metadataBase, canonical links, sitemap, Open Graph. No trailing slash. */
  url: settings.siteUrl,
  /** The group's main site, linked from the footer. */
  mainSiteUrl: contacts.mainSiteUrl,
  email: contacts.email,
  /** The group's own profiles elsewhere (schema.org sameAs): social pages, listings. */
  sameAs: contacts.sameAs,
  /** A logo that reads on white (search results, cards): dark on light, square, at least 112 px. */
  logo: { src: '/brand/logo-512.png', width: 512, height: 512 },
  /** The hotel whose address is the group's postal address (schema.org Organization). */
  headOffice: 'sorrento' as HotelKey,
  /** One hotline for every venue (docs/REQUIREMENTS.md §9), shown on venue, sky bar and offers pages. */
  hotline: phone(contacts.hotline),
  skybarPhone: phone(contacts.skybarPhone),
  /** The hero video (build-time env, content/build-settings.mjs; the local loop by default). */
  heroVideo: settings.heroVideo,
  hotels: {
    sorrento: { ...hotel(names.hotels.sorrento, hotelsData.sorrento), mobile: phone(hotelsData.sorrento.mobile) },
    amalfi: hotel(names.hotels.amalfi, hotelsData.amalfi),
  } satisfies Record<HotelKey, HotelContact>,
  /** The hotel's own calendar: "today", seasons and holidays are reckoned here. */
  timeZone: names.timeZone,
  copyrightYear: 2025,
} as const;

export type Site = typeof site;

/** "Vela Sorrento" */
export const hotelName = (key: HotelKey) => `${site.brand} ${site.hotels[key].name}`;

/** The address's place names in a page's language (the street keeps its own name). */
export const addressIn = (key: HotelKey, language: 'en' | 'vi') => {
  const a = site.hotels[key].address;
  return language === 'vi' ? { ...a, ...a.vi } : a;
};

/** One line, as printed in the footer and chips, in the page's language. */
export const formatAddress = (key: HotelKey, language: 'en' | 'vi') => {
  const a = addressIn(key, language);
  return `${a.street}, ${a.locality}, ${a.region}, ${a.country}`;
};
