/**
 * The restaurants and the sky bar (Restaurant / BarOrPub), inside their hotel by @id. Every venue
 * has its menus with every dish (the blocks its page renders, lib/menus) and, where printed, its
 * PDF menus; the buffet's two sessions are Offers with their price per person;
 * the sky bar's Live DJ nights are a weekly Event.
 */
import type { BarOrPub, Event, Menu, Offer, Restaurant } from 'schema-dts';
import { MENUS, type MenuId } from '@/content/menus';
import { BUFFET, VENUES, type VenueKey } from '@/content/venues';
import { hotelName, site } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { menuPdfHref } from '@/lib/menu-links';
import { formatRate } from '@/lib/rates';
import { absoluteUrl } from '@/lib/seo';
import {
  EVERY_DAY,
  HOTEL_UTC_OFFSET,
  VND,
  catalogue,
  dayOfWeek,
  geoCoordinates,
  heroImages,
  imageUrl,
  pageUrl,
  postalAddress,
  schemaTime,
  translate,
  type DayName,
} from './common';
import { hotelId, ref, venueId } from './ids';
import { BUFFET_MENU } from '@/content/menus';
import { MENUS_ANCHOR, menuAnchor, menuSchema, venueMenus } from '@/lib/menus';
import { weeklyOccurrences } from '@/lib/weekly-dates';

const IN_LANGUAGE = { english: 'en', vietnamese: 'vi', korean: 'ko', chinese: 'zh-Hans', russian: 'ru' } as const;

const venueMeta = (key: VenueKey, language: Language) => catalogue(language).Meta[key];

function pdfMenus(id: MenuId, language: Language): Menu[] {
  const menu = MENUS[id];
  const text = catalogue(language).SkybarPage;
  return menu.languages.map((menuLanguage) => ({
    '@type': 'Menu',
    name: `${menu.venue} · ${menu.kind === 'food' ? text.foodMenu : text.drinkMenu}`,
    inLanguage: menu.subtitleLanguage ? [IN_LANGUAGE[menuLanguage], IN_LANGUAGE[menu.subtitleLanguage]] : IN_LANGUAGE[menuLanguage],
    url: absoluteUrl(menuPdfHref(id, menuLanguage)),
  }));
}

export const buffetOfferId = (session: keyof typeof BUFFET.sessions) => `${venueId('buffet').replace(/#venue$/, '')}#offer-${session}`;

/** The buffet's sessions: breakfast 145,000 VND and dinner 450,000 VND per person, with its discounts. */
export function buffetOffers(language: Language): Offer[] {
  const text = catalogue(language).BuffetPage;
  const t = translate(language, 'BuffetPage');
  const { offers } = BUFFET;
  const discounts = t('offers', {
    inHouse: offers.inHouseGuestDiscountPercent,
    kids: offers.kidsDiscountPercent,
    from: offers.kidsDiscountAges[0],
    to: offers.kidsDiscountAges[1],
    free: offers.kidsFreeUnderAge,
  });
  return (Object.keys(BUFFET.sessions) as Array<keyof typeof BUFFET.sessions>).map((session) => {
    const { hours, pricePerPerson, image } = BUFFET.sessions[session];
    return {
      '@type': 'Offer',
      '@id': buffetOfferId(session),
      name: text[session].title,
      description: `${formatRate(pricePerPerson, 'VND', language)} ${text.perPerson}. ${discounts}`,
      url: `${pageUrl(VENUES.buffet.path, language)}#${menuAnchor(BUFFET_MENU.id)}`,
      image: imageUrl(image),
      itemOffered: { '@type': 'MenuItem', name: text[session].title, description: text[session].description },
      offeredBy: ref(venueId('buffet')),
      availability: 'https://schema.org/InStock',
      availabilityStarts: schemaTime(hours.opens),
      availabilityEnds: schemaTime(hours.closes),
      price: pricePerPerson,
      priceCurrency: VND,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: pricePerPerson,
        priceCurrency: VND,
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62', unitText: text.perPerson },
      },
    };
  });
}

/**
 * The menus on the venue's own page, every section and dish with its price, in the page's language
 * (lib/menus builds them from the same data as the board and the PDFs; each @id is the menu's block).
 */
const pageMenus = (key: VenueKey, language: Language) => venueMenus(key).map((menu) => menuSchema(menu, language, VENUES[key].path) as Menu);

/**
 * A venue as Restaurant or BarOrPub. `full` (its own page, the dining and offers pages) embeds every
 * menu and the buffet's offers; otherwise (a page that only names the venue) its menus are the link
 * to their block on the venue's page.
 */
export function venueNode(key: VenueKey, language: Language, full = true): Restaurant | BarOrPub {
  const venue = VENUES[key];
  const hotel = site.hotels[venue.hotel];
  const common = {
    '@id': venueId(key),
    name: `${venue.name} · ${hotelName(venue.hotel)}`,
    description: venueMeta(key, language).description,
    url: pageUrl(venue.path, language),
    image: heroImages(venue.hero),
    telephone: venue.phone.e164,
    priceRange: venue.priceRange,
    servesCuisine: venue.servesCuisine.map((cuisine) => catalogue(language).StructuredData.cuisine[cuisine]),
    acceptsReservations: true,
    currenciesAccepted: VND,
    address: postalAddress(venue.hotel, language),
    geo: geoCoordinates(hotel.geo),
    hasMap: hotel.mapUrl,
    openingHoursSpecification: venue.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: EVERY_DAY.map(dayOfWeek),
      opens: h.opens,
      closes: h.closes,
    })),
    hasMenu: full
      ? [...pageMenus(key, language), ...(venue.menus ? [...pdfMenus(venue.menus.food, language), ...pdfMenus(venue.menus.drinks, language)] : [])]
      : `${pageUrl(venue.path, language)}#${MENUS_ANCHOR}`,
    containedInPlace: ref(hotelId(venue.hotel)),
    ...(full && key === 'buffet'
      ? { makesOffer: (Object.keys(BUFFET.sessions) as Array<keyof typeof BUFFET.sessions>).map((s) => ref(buffetOfferId(s))) }
      : {}),
  };
  return venue.schemaType === 'BarOrPub' ? { '@type': 'BarOrPub', ...common } : { '@type': 'Restaurant', ...common };
}

/** Live DJ nights at the sky bar, as the services page states them: Tue, Fri, Sat and Sun from 20:30 until the bar closes. */
export const DJ_NIGHTS: { days: readonly DayName[]; starts: string; ends: string } = {
  days: ['Tuesday', 'Friday', 'Saturday', 'Sunday'],
  starts: '20:30',
  ends: VENUES.skybar.hours[0]!.closes,
};

/** How far ahead the nights are dated: a month, rebuilt with every deploy. */
export const DJ_WEEKS_AHEAD = 4;

const DJ_NIGHTS_ID = `${site.url}/dining/skybar/services/#dj-nights`;

/**
 * Live DJ nights as an Event per coming night (each with its own `startDate` in Vietnam time, which
 * an event's rich result requires) inside the weekly series: the series keeps the schedule, and
 * starts on the first of those nights. Entry is free (price 0); the performers are the bar's
 * resident and guest DJs, as the page says, with no invented names. `now` is the build's time.
 */
export function djNightsEvent(language: Language, now: Date = new Date()): Event {
  const text = catalogue(language).SkybarServicesPage.djNights;
  const url = pageUrl('/dining/skybar/services/', language);
  const nights = weeklyOccurrences({
    now,
    days: DJ_NIGHTS.days,
    starts: DJ_NIGHTS.starts,
    ends: DJ_NIGHTS.ends,
    weeks: DJ_WEEKS_AHEAD,
    offset: HOTEL_UTC_OFFSET,
  });
  const venue = VENUES.skybar;
  const shared = {
    name: text.title,
    description: `${text.description} ${text.note}.`,
    url,
    image: imageUrl('skybar-dj-nights'),
    inLanguage: language,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    isAccessibleForFree: true,
    // The place in full, not only by @id: an event's location must carry its address.
    location: {
      '@type': 'BarOrPub',
      '@id': venueId('skybar'),
      name: `${venue.name} · ${hotelName(venue.hotel)}`,
      url: pageUrl(venue.path, language),
      address: postalAddress(venue.hotel, language),
      geo: geoCoordinates(site.hotels[venue.hotel].geo),
    },
    organizer: { '@type': 'Hotel', '@id': hotelId('amalfi'), name: hotelName('amalfi'), url: pageUrl('/amalfi/', language) },
    performer: { '@type': 'PerformingGroup', name: catalogue(language).StructuredData.djPerformer },
    offers: {
      '@type': 'Offer',
      name: catalogue(language).StructuredData.freeEntry,
      price: 0,
      priceCurrency: VND,
      availability: 'https://schema.org/InStock',
      url,
      validFrom: nights[0]?.startDate,
    },
  } satisfies Omit<Event & object, '@type'>;
  return {
    '@type': 'Event',
    '@id': DJ_NIGHTS_ID,
    ...shared,
    ...(nights[0] ? { startDate: nights[0].startDate, endDate: nights[0].endDate } : {}),
    eventSchedule: {
      '@type': 'Schedule',
      byDay: DJ_NIGHTS.days.map(dayOfWeek),
      startTime: DJ_NIGHTS.starts,
      endTime: DJ_NIGHTS.ends,
      repeatFrequency: 'P1W',
      scheduleTimezone: site.timeZone,
    },
    subEvent: nights.map((night) => ({
      '@type': 'Event' as const,
      '@id': `${DJ_NIGHTS_ID}-${night.startDate.slice(0, 10)}`,
      ...shared,
      startDate: night.startDate,
      endDate: night.endDate,
      superEvent: ref(DJ_NIGHTS_ID),
    })),
  };
}
