/**
 * Search metadata of a room page (spec section 7: built from the property key, the room's name,
 * its type and its feature text) and its schema.org HotelRoom + Offer. Build time only.
 */
import { createTranslator } from 'next-intl';
import { FACILITIES } from '@/content/facilities';
import { imageSrc, getImage, ogImage } from '@/content/images';
import { bookRoomPath, roomPath, type Room } from '@/content/rooms';
import { hotelName, site } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { messagesFor } from '@/lib/i18n/messages';
import { findRoomRateRecord } from '@/lib/rates';
import { startingRate } from '@/lib/room-rate';
import { formatRate } from '@/lib/rates';
import { priceNote, roomPrice, type PriceTranslate } from '@/lib/room-price';
import { localizePath } from '@/lib/i18n/language';
import { absoluteUrl, type LocalizedMeta, type PageMeta } from '@/lib/seo';


/** The Hotel node's @id (the hotel page renders the Hotel JSON-LD with this id). */
export const hotelId = (hotel: Room['hotel']) => `${site.url}/${hotel}/#hotel`;
export const roomId = (room: Room) => `${absoluteUrl(roomPath(room))}#room`;

/** Sorrento: the title without its view ("Deluxe Room"); Amalfi: its rate name ("Deluxe Sea View"). */
export function roomTypeName(room: Room): string {
  if (room.hotel === 'amalfi') return findRoomRateRecord(room.title, 'amalfi')?.roomType ?? room.title;
  return room.title.replace(/\s+(Sea|City) View$/i, '');
}

type RoomEntry = { name: string; summary: string; description: string };
const roomEntry = (language: Language, room: Room) =>
  (messagesFor(language).Rooms[room.hotel] as Record<string, RoomEntry>)[room.slug] ?? { name: room.title, summary: '', description: '' };

function metaIn(language: Language, room: Room): PageMeta {
  const messages = messagesFor(language);
  const info = createTranslator({ locale: language, messages, namespace: 'RoomInfo' });
  const t = createTranslator({ locale: language, messages, namespace: 'RoomMeta' });
  const entry = roomEntry(language, room);
  const view = info(`view.${room.view}`);
  const features = [
    ...room.facilities.map((f) => FACILITIES[f].name[language]),
    ...(language === 'en' ? (findRoomRateRecord(room.title, room.hotel)?.features ?? []) : []),
  ];
  const values = {
    name: entry.name,
    hotel: hotelName(room.hotel),
    hotelKey: room.hotel,
    size: String(room.sizeM2),
    view: view.toLowerCase(),
    adults: info('adults', { count: room.adults }),
    children: info('children', { count: room.children }),
    summary: entry.summary,
    type: roomTypeName(room),
    features: features.filter((f, i) => f.toLowerCase() !== view.toLowerCase() && features.findIndex((g) => g.toLowerCase() === f.toLowerCase()) === i).join(', '),
  };
  return { title: t('title', values), description: t('description', values), keywords: t('keywords', values) };
}

export function roomMeta(room: Room): LocalizedMeta {
  return { en: metaIn('en', room), vi: metaIn('vi', room) };
}

/** "From 2,500,000 ₫ per night. Low season, …": the page's visible price and its note, as one text. */
export function roomPriceStatement(room: Room, language: Language): string {
  const messages = messagesFor(language);
  const info = createTranslator({ locale: language, messages, namespace: 'RoomInfo' });
  const t = createTranslator({ locale: language, messages, namespace: 'RoomMeta.price' });
  const vnd = (amount: number) => formatRate(amount, 'VND', language);
  const price = roomPrice(room);
  return `${info('from')} ${vnd(price.from)} ${info('perNight')}. ${priceNote(price, t as unknown as PriceTranslate, vnd)}`;
}

export const roomOgImage = (room: Room) => ogImage(room.images[0]!);

const BEDS: Record<Room['beds'], { typeOfBed: string; numberOfBeds?: number }> = {
  double: { typeOfBed: 'Double', numberOfBeds: 1 },
  twinOrDouble: { typeOfBed: 'Double bed or two twin beds' },
  twoKing: { typeOfBed: 'King', numberOfBeds: 2 },
};

/**
 * schema.org: the HotelRoom (bed, occupancy, floor size, amenities), contained in its Hotel by @id,
 * and an Offer for it. The Offer's price is the starting rate fixed at build: the base rate
 * (Amalfi: low season) per night in VND, before seasonal and holiday changes; the page itself
 * shows the visitor's tonight's rate.
 */
export function roomJsonLd(room: Room, language: Language): object {
  const entry = roomEntry(language, room);
  const url = absoluteUrl(localizePath(roomPath(room), language));
  const price = startingRate(room);
  const images = room.images.map((id) => {
    const image = getImage(id);
    return absoluteUrl(imageSrc(id, image.widths[image.widths.length - 1] ?? image.width));
  });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'HotelRoom',
        '@id': roomId(room),
        name: entry.name,
        description: entry.description,
        url,
        image: images,
        bed: { '@type': 'BedDetails', ...BEDS[room.beds] },
        occupancy: {
          '@type': 'QuantitativeValue',
          maxValue: room.adults + room.children,
          unitCode: 'C62',
          description: `${room.adults} adults and ${room.children} ${room.children === 1 ? 'child' : 'children'}`,
        },
        floorSize: { '@type': 'QuantitativeValue', value: room.sizeM2, unitCode: 'MTK', unitText: 'm²' },
        amenityFeature: room.facilities.map((f) => ({ '@type': 'LocationFeatureSpecification', name: FACILITIES[f].name.en, value: true })),
        containedInPlace: { '@id': hotelId(room.hotel) },
      },
      {
        '@type': 'Offer',
        '@id': `${url}#offer`,
        name: `${entry.name}, ${hotelName(room.hotel)}`,
        url: absoluteUrl(bookRoomPath(room)),
        itemOffered: { '@id': roomId(room) },
        offeredBy: { '@id': hotelId(room.hotel) },
        price,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price,
          priceCurrency: 'VND',
          unitCode: 'DAY',
          unitText: 'night',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
          description: roomPriceStatement(room, language),
        },
      },
    ],
  };
}
