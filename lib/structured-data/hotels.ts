/**
 * The hotels, their rooms and the rooms' offers (schema.org "Markup for Hotels"): a Hotel makes an
 * Offer for each room type; the room is both a HotelRoom and a Product (a multi-typed entity), so it
 * can be the item offered. The Offer's price is the room page's visible "from" price.
 */
import type { Hotel, HotelRoom, LocationFeatureSpecification, Offer } from 'schema-dts';
import { HOLIDAY_PERIODS } from '@/content/holidays';
import { HOTEL_PAGES } from '@/content/hotels';
import { ROOMS, bookRoomPath, roomPath, type Room } from '@/content/rooms';
import { hotelName, site, type HotelKey } from '@/content/site';
import { VENUES, type VenueKey } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { formatRate, roomRateRecord } from '@/lib/rates';
import { roomPrice } from '@/lib/room-price';
import { facilityNames, roomPriceStatement } from '@/lib/room-meta';
import { VND, catalogue, geoCoordinates, heroImages, imageUrl, pageUrl, postalAddress, schemaTime, translate } from './common';
import { ORGANIZATION_ID, hotelId, ref, roomId, roomOfferId, venueId } from './ids';

const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** The days the rate calendar covers (holiday periods are known until its last day). */
const RATE_CALENDAR = {
  from: `${HOLIDAY_PERIODS.map((p) => p.startDate)
    .sort()[0]!
    .slice(0, 4)}-01-01`,
  through: HOLIDAY_PERIODS.map((p) => p.endDate)
    .sort()
    .at(-1)!,
};

/** "850,000 ₫ – 3,672,000 ₫": from the lowest "from" price to the highest holiday rate. */
export function hotelPriceRange(hotel: HotelKey, language: Language): string {
  const prices = ROOMS[hotel].map((room) => roomPrice(room));
  const low = Math.min(...prices.map((p) => p.from));
  const high = Math.max(...prices.map((p) => Math.round((p.seasons?.highRate ?? p.from) * (1 + p.holidayPercent / 100))));
  return `${formatRate(low, 'VND', language)} – ${formatRate(high, 'VND', language)}`;
}

/** Amalfi's rate table knows how many rooms of each type there are; Sorrento's does not. */
export function numberOfRooms(hotel: HotelKey): number | undefined {
  const counts = ROOMS[hotel].map((room) => roomRateRecord(room)?.roomCount);
  return counts.every((c): c is number => typeof c === 'number') ? counts.reduce((a, b) => a + b, 0) : undefined;
}

const HOTEL_VENUES = (hotel: HotelKey) => (Object.keys(VENUES) as VenueKey[]).filter((key) => VENUES[key].hotel === hotel);

/** Who and where a hotel is: enough to stand alone on any page that refers to it. */
export function hotelSummaryNode(hotel: HotelKey, language: Language) {
  const contact = site.hotels[hotel];
  return {
    '@type': 'Hotel',
    '@id': hotelId(hotel),
    name: hotelName(hotel),
    url: pageUrl(`/${hotel}/`, language),
    image: heroImages(HOTEL_PAGES[hotel].heroImage),
    telephone: contact.telephone.e164,
    address: postalAddress(hotel, language),
    geo: geoCoordinates(contact.geo),
    priceRange: hotelPriceRange(hotel, language),
    starRating: { '@type': 'Rating', ratingValue: contact.starRating },
    parentOrganization: ref(ORGANIZATION_ID),
  } satisfies Hotel;
}

const feature = (name: string): LocationFeatureSpecification => ({ '@type': 'LocationFeatureSpecification', name, value: true });

/** The full Hotel of /sorrento/ and /amalfi/: contacts, amenities, rooms, venues and room offers. */
export function hotelNode(hotel: HotelKey, language: Language): Hotel {
  const page = HOTEL_PAGES[hotel];
  const contact = site.hotels[hotel];
  const text = catalogue(language);
  const rooms = numberOfRooms(hotel);
  return {
    ...hotelSummaryNode(hotel, language),
    description: text.Meta[hotel].description,
    email: site.email,
    hasMap: contact.mapUrl,
    checkinTime: schemaTime(page.checkinTime),
    checkoutTime: schemaTime(page.checkoutTime),
    availableLanguage: ['English', 'Vietnamese'],
    currenciesAccepted: VND,
    amenityFeature: page.features.map((key) => feature(text.HotelPage.features[key])),
    ...(rooms ? { numberOfRooms: { '@type': 'QuantitativeValue', value: rooms, unitCode: 'ROM' } } : {}),
    containsPlace: [...ROOMS[hotel].map((room) => ref(roomId(room))), ...HOTEL_VENUES(hotel).map((key) => ref(venueId(key)))],
    makesOffer: ROOMS[hotel].map((room) => ref(roomOfferId(room))),
  };
}

const BEDS: Record<Room['beds'], { typeOfBed: string; numberOfBeds?: number }> = {
  double: { typeOfBed: 'Double', numberOfBeds: 1 },
  twinOrDouble: { typeOfBed: 'Double bed or two twin beds' },
  twoKing: { typeOfBed: 'King', numberOfBeds: 2 },
};

type RoomText = { name: string; summary: string; description: string };
export const roomText = (room: Room, language: Language) => (catalogue(language).Rooms[room.hotel] as Record<string, RoomText>)[room.slug]!;

/** A room type as HotelRoom + Product; `full` adds what its own page says (photos, beds, facilities). */
export function roomNode(room: Room, language: Language, full: boolean): HotelRoom {
  const text = roomText(room, language);
  const info = translate(language, 'RoomInfo');
  const node: HotelRoom = {
    '@type': 'HotelRoom',
    '@id': roomId(room),
    name: text.name,
    description: full ? text.description : text.summary,
    url: pageUrl(roomPath(room), language),
    image: full ? room.images.map(imageUrl) : imageUrl(room.images[0]!),
    occupancy: {
      '@type': 'QuantitativeValue',
      maxValue: room.adults + room.children,
      unitCode: 'C62',
      description: `${info('adults', { count: room.adults })}, ${info('children', { count: room.children })}`,
    },
    floorSize: { '@type': 'QuantitativeValue', value: room.sizeM2, unitCode: 'MTK', unitText: 'm²' },
    containedInPlace: ref(hotelId(room.hotel)),
    ...(full
      ? {
          bed: { '@type': 'BedDetails', ...BEDS[room.beds], typeOfBed: info(`beds.${room.beds}`) },
          amenityFeature: facilityNames(room, language).map(feature),
        }
      : {}),
  };
  // schema.org's hotel guide: the room is also a Product, so an Offer can offer it; as a Product it
  // carries that Offer itself (a product snippet needs its own offers).
  return { ...node, '@type': ['HotelRoom', 'Product'], offers: roomOffer(room, language) } as unknown as HotelRoom;
}

/**
 * The room's Offer: the visible "from" price per night, in VND, with what it depends on and how long
 * the rate calendar holds. The room (Product) carries it as its own `offers`, because rich-result
 * parsers do not follow an Offer's `itemOffered` back to the product.
 */
function roomOffer(room: Room, language: Language) {
  const price = roomPrice(room).from;
  const info = translate(language, 'RoomInfo');
  return {
    '@type': 'Offer',
    '@id': roomOfferId(room),
    name: `${roomText(room, language).name} · ${hotelName(room.hotel)}`,
    url: pageUrl(roomPath(room), language),
    offeredBy: ref(hotelId(room.hotel)),
    businessFunction: ref(LEASE_OUT),
    availability: 'https://schema.org/InStock',
    validFrom: RATE_CALENDAR.from,
    priceValidUntil: RATE_CALENDAR.through,
    price,
    priceCurrency: VND,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: VND,
      minPrice: price,
      unitCode: 'DAY',
      unitText: info('perNight'),
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      description: roomPriceStatement(room, language),
    },
    potentialAction: { '@type': 'ReserveAction', target: pageUrl(bookRoomPath(room), language) },
  } satisfies Offer;
}

/** The same Offer as a node of its own, pointing at the room it offers (what the hotel's `makesOffer` names). */
export function roomOfferNode(room: Room, language: Language): Offer {
  return { ...roomOffer(room, language), itemOffered: ref(roomId(room)) };
}
