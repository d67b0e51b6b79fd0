/**
 * schema.org JSON-LD for the home page (the hotel group) and the two hotel pages. Only properties
 * schema.org defines for these types; English, like the pre-rendered HTML.
 */
import en from '@/messages/en.json';
import { HOTEL_PAGES } from '@/content/hotels';
import { ogImage } from '@/content/images';
import { ROOM_TYPES } from '@/content/room-types';
import { HOTEL_KEYS, hotelName, site, type HotelKey } from '@/content/site';
import { DEFAULT_OG_IMAGE, absoluteUrl } from '@/lib/seo';
import { roomSlug } from '@/lib/slug';

/** The hotels' UTC offset (Asia/Ho_Chi_Minh has no daylight saving). */
const HOTEL_UTC_OFFSET = '+07:00';

export const ORGANIZATION_ID = `${site.url}/#organization`;
export const hotelSchemaId = (hotel: HotelKey) => `${site.url}/${hotel}/#hotel`;
/** The room pages' JSON-LD uses the same id, so search engines join the two. */
export const roomSchemaId = (hotel: HotelKey, title: string) => `${site.url}/accommodation/${hotel}/${roomSlug(title)}/#room`;

/** "14:00" -> "14:00:00+07:00" (schema.org Time). */
export function schemaTime(hhmm: string): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(hhmm)) throw new Error(`Not a time of day: ${hhmm}`);
  return `${hhmm}:00${HOTEL_UTC_OFFSET}`;
}

function postalAddress(hotel: HotelKey) {
  const a = site.hotels[hotel].address;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
}

/** A Hotel node with its identity and contacts (shared by the hotel page and the group). */
function hotelSummary(hotel: HotelKey) {
  return {
    '@type': 'Hotel',
    '@id': hotelSchemaId(hotel),
    name: hotelName(hotel),
    url: absoluteUrl(`/${hotel}/`),
    telephone: site.hotels[hotel].telephone.e164,
    address: postalAddress(hotel),
  };
}

/** The full Hotel for /sorrento/ or /amalfi/. */
export function hotelJsonLd(hotel: HotelKey) {
  const page = HOTEL_PAGES[hotel];
  const contact = site.hotels[hotel];
  return {
    '@context': 'https://schema.org',
    ...hotelSummary(hotel),
    description: en.Meta[hotel].description,
    image: absoluteUrl(ogImage(page.heroImage) ?? DEFAULT_OG_IMAGE),
    email: site.email,
    geo: { '@type': 'GeoCoordinates', latitude: contact.geo.latitude, longitude: contact.geo.longitude },
    hasMap: contact.mapUrl,
    checkinTime: schemaTime(page.checkinTime),
    checkoutTime: schemaTime(page.checkoutTime),
    availableLanguage: ['English', 'Vietnamese'],
    amenityFeature: page.features.map((feature) => ({
      '@type': 'LocationFeatureSpecification',
      name: en.HotelPage.features[feature],
      value: true,
    })),
    containsPlace: ROOM_TYPES[hotel].map((title) => ({
      '@type': 'HotelRoom',
      '@id': roomSchemaId(hotel, title),
      name: title,
      url: absoluteUrl(`/accommodation/${hotel}/${roomSlug(title)}/`),
    })),
    parentOrganization: { '@id': ORGANIZATION_ID },
  };
}

/** The group on the home page: an Organization with both hotels. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: `${site.brand} Hotels`,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/brand/logo-light.svg'),
    image: absoluteUrl(ogImage('home-hero') ?? DEFAULT_OG_IMAGE),
    description: en.Meta.home.description,
    email: site.email,
    telephone: site.hotline.e164,
    subOrganization: HOTEL_KEYS.map(hotelSummary),
  };
}
