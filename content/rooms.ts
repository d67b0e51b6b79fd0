/**
 * The room catalogues of both hotels (docs/REQUIREMENTS.md §3 "Room", "Sorrento rooms", "Amalfi rooms").
 * Structure and numbers only, from content/data/rooms.json: names and descriptions in both languages
 * are in messages/ under `Rooms.{hotel}.{slug}`; rates come from lib/rates (content/rates.ts), by the
 * record each room names (`rateName`).
 */
import data from './data/rooms.json';
import type { ImageId } from './images';
import type { FacilityKey } from './facilities';
import type { RoomTitle } from './room-types';
import type { HotelKey } from './site';

/** A room's URL id: its title in lower case with spaces turned into hyphens (REQUIREMENTS §2). rooms.json writes it out. */
export const roomSlug = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');

export type RoomView = 'sea' | 'city';
/** The bed set-ups a room can be made up with (the inquiry form's options, REQUIREMENTS §9). */
export type RoomBeds = 'double' | 'twinOrDouble' | 'twoKing';

export interface Room {
  hotel: HotelKey;
  title: RoomTitle;
  /** URL id: the title in lower case with spaces as hyphens (written out in rooms.json, so a renamed room keeps its address). */
  slug: string;
  /** As the spec writes it, e.g. "15m²". */
  size: string;
  /** Floor area in square metres, for display and structured data. */
  sizeM2: number;
  view: RoomView;
  adults: number;
  children: number;
  beds: RoomBeds;
  facilities: readonly FacilityKey[];
  /**
   * The rate record this room is priced by (its `roomType` in content/rates.ts): the spec's name
   * mapping (Amalfi's Timeless -> Standard, Panoramic -> Superior, Premium -> Deluxe) written down as
   * data, so a renamed room keeps its price instead of silently falling back to no rate. A unit test
   * proves the spec's own look-up by title finds this same record for every room.
   */
  rateName: string;
  /** Art manifest ids: the first is the hero and the cover; the room page's slideshow shows the rest. */
  images: readonly ImageId[];
}

// The data: content/data/rooms.json, edited in /admin/ (Rooms) and checked by content/schema.mjs at
// build (each room's rate record, facilities, pictures and texts in both languages exist).
type RoomData = Omit<Room, 'size' | 'hotel' | 'title' | 'view' | 'beds' | 'facilities' | 'images'> & {
  hotel: string;
  title: string;
  view: string;
  beds: string;
  facilities: string[];
  images: string[];
};

const room = (data: RoomData): Room => ({
  hotel: data.hotel as HotelKey,
  title: data.title as RoomTitle,
  slug: data.slug,
  size: `${data.sizeM2}m²`,
  sizeM2: data.sizeM2,
  view: data.view as RoomView,
  adults: data.adults,
  children: data.children,
  beds: data.beds as RoomBeds,
  facilities: data.facilities as FacilityKey[],
  rateName: data.rateName,
  images: data.images as ImageId[],
});

const ALL_ROOMS: readonly Room[] = (data.rooms as RoomData[]).map(room);

export const ROOMS: Readonly<Record<HotelKey, readonly Room[]>> = {
  sorrento: ALL_ROOMS.filter((r) => r.hotel === 'sorrento'),
  amalfi: ALL_ROOMS.filter((r) => r.hotel === 'amalfi'),
};

/** Hero image of each hotel's room list. */
export const ROOMS_HERO: Readonly<Record<HotelKey, ImageId>> = {
  sorrento: 'sorrento-rooms-hero' as ImageId,
  amalfi: 'amalfi-rooms-hero' as ImageId,
};

export const roomsOf = (hotel: HotelKey): readonly Room[] => ROOMS[hotel];

/** The room of a hotel by its slug (exact, as pre-rendered), or undefined. */
export const getRoom = (hotel: HotelKey, slug: string): Room | undefined => ROOMS[hotel].find((r) => r.slug === slug);

export const roomListPath = (hotel: HotelKey) => `/accommodation/${hotel}/`;
export const roomPath = (room: Pick<Room, 'hotel' | 'slug'>) => `/accommodation/${room.hotel}/${room.slug}/`;
/**
 * The room page's slideshow: every picture but the first, which is already the page's hero (one
 * picture, one slot on a page).
 */
export const roomSlides = (room: Pick<Room, 'images'>): readonly ImageId[] => room.images.slice(1);
/** BOOK NOW: the inquiry form preselects the hotel and the room from these parameters. */
export const bookRoomPath = (room: Pick<Room, 'hotel' | 'slug'>) => `/contact/?hotel=${room.hotel}&room=${room.slug}`;
