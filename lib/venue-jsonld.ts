import { imageSrc, ogImage } from '@/content/images';
import { MENUS, type MenuId } from '@/content/menus';
import { hotelName, site } from '@/content/site';
import { VENUES, type VenueKey } from '@/content/venues';
import { menuPdfHref } from '@/lib/menu-links';
import { absoluteUrl } from '@/lib/seo';

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const IN_LANGUAGE = { english: 'en', vietnamese: 'vi', korean: 'ko', chinese: 'zh-Hans', russian: 'ru' } as const;

function menuEntries(id: MenuId) {
  const menu = MENUS[id];
  return menu.languages.map((language) => ({
    '@type': 'Menu',
    name: `${menu.venue} ${menu.kind === 'food' ? 'food' : 'drinks'} menu`,
    inLanguage: menu.subtitleLanguage ? [IN_LANGUAGE[language], IN_LANGUAGE[menu.subtitleLanguage]] : IN_LANGUAGE[language],
    url: absoluteUrl(menuPdfHref(id, language)),
  }));
}

/** schema.org Restaurant / BarOrPub for a venue page (contacts from content/site.ts). */
export function venueJsonLd(key: VenueKey) {
  const venue = VENUES[key];
  const hotel = site.hotels[venue.hotel];
  const a = hotel.address;
  const og = ogImage(venue.hero);
  return {
    '@context': 'https://schema.org',
    '@type': venue.schemaType,
    '@id': `${absoluteUrl(venue.path)}#venue`,
    name: `${venue.name} · ${hotelName(venue.hotel)}`,
    url: absoluteUrl(venue.path),
    image: [...(og ? [absoluteUrl(og)] : []), absoluteUrl(imageSrc(venue.hero))],
    telephone: venue.phone.e164,
    priceRange: venue.priceRange,
    servesCuisine: [...venue.servesCuisine],
    acceptsReservations: true,
    currenciesAccepted: 'VND',
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.locality,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: hotel.geo.latitude, longitude: hotel.geo.longitude },
    hasMap: hotel.mapUrl,
    openingHoursSpecification: venue.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: h.opens, closes: h.closes })),
    ...(venue.menus ? { hasMenu: [...menuEntries(venue.menus.food), ...menuEntries(venue.menus.drinks)] } : {}),
    containedInPlace: { '@type': 'Hotel', name: hotelName(venue.hotel), url: absoluteUrl(`/${venue.hotel}/`) },
  };
}
