/**
 * Search metadata of a room page (docs/REQUIREMENTS.md §7: built from the property key, the room's name,
 * its type and its feature text), its visible price statement and its share image. Build time only.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import { BED_FACILITY, FACILITIES } from '@/content/facilities';
import { ogImage } from '@/content/images';
import { ROOMS_HERO, type Room } from '@/content/rooms';
import { hotelName } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { messagesFor } from '@/lib/i18n/messages';
import { formatRate, roomRateRecord } from '@/lib/rates';
import { priceNote, roomPrice, type PriceTranslate } from '@/lib/room-price';
import { DEFAULT_OG_IMAGE, type LocalizedMeta, type PageMeta } from '@/lib/seo';

/** Sorrento: the title without its view ("Deluxe Room"); Amalfi: its rate name ("Deluxe Sea View"). */
export function roomTypeName(room: Room): string {
  if (room.hotel === 'amalfi') return room.rateName;
  return room.title.replace(/\s+(Sea|City) View$/i, '');
}

type RoomEntry = { name: string; summary: string; description: string };
const roomEntry = (language: Language, room: Room) =>
  (messagesFor(language).Rooms[room.hotel] as Record<string, RoomEntry>)[room.slug] ?? { name: room.title, summary: '', description: '' };

/**
 * A room's facilities as its page lists them. The bed is one of the spec's twelve facilities, named
 * after the room's own beds ("Two king beds" for the Family Suite, not "Double bed").
 */
export function facilityNames(room: Pick<Room, 'facilities' | 'beds'>, language: Language): string[] {
  const info = createTranslator({ locale: language, messages: messagesFor(language), namespace: 'RoomInfo' });
  return room.facilities.map((f) => (f === BED_FACILITY ? info(`beds.${room.beds}`) : FACILITIES[f].name[language]));
}

function metaIn(language: Language, room: Room): PageMeta {
  const messages = messagesFor(language);
  const info = createTranslator({ locale: language, messages, namespace: 'RoomInfo' });
  const t = createTranslator({ locale: language, messages, namespace: 'RoomMeta' });
  const entry = roomEntry(language, room);
  const view = info(`view.${room.view}`);
  const features = [...facilityNames(room, language), ...(language === 'en' ? (roomRateRecord(room)?.features ?? []) : [])];
  const values = {
    name: entry.name,
    hotel: hotelName(room.hotel),
    hotelKey: room.hotel,
    size: String(room.sizeM2),
    view: view.toLowerCase(),
    beds: info(`beds.${room.beds}`).toLowerCase(),
    price: formatRate(roomPrice(room).from, 'VND', language),
    adults: info('adults', { count: room.adults }),
    children: info('children', { count: room.children }),
    summary: entry.summary,
    type: roomTypeName(room),
    features: features
      .filter((f, i) => f.toLowerCase() !== view.toLowerCase() && features.findIndex((g) => g.toLowerCase() === f.toLowerCase()) === i)
      .join(', '),
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

/** Where the art pipeline writes a room's share image (1200×630): its first picture's id. */
export const roomOgImagePath = (room: Room) => `/images/og/${room.images[0]!}.jpg`;

/**
 * The room's own share image once the art pipeline has made it; until then its hotel's room-list
 * hero (never the home page's). Build time only: it looks in public/.
 */
export function roomOgImage(room: Room): string {
  const own = roomOgImagePath(room);
  if (existsSync(join(process.cwd(), 'public', own))) return own;
  return ogImage(ROOMS_HERO[room.hotel]) ?? DEFAULT_OG_IMAGE;
}
