/**
 * The room catalogues of both hotels (docs/REQUIREMENTS.md §3 "Room", "Sorrento rooms", "Amalfi rooms").
 * Structure and numbers only: names and descriptions in both languages are in messages/ under
 * `Rooms.{hotel}.{slug}`; rates come from lib/rates (content/rates.ts).
 */
import type { ImageId } from './images';
import type { FacilityKey } from './facilities';
import type { RoomTitle } from './room-types';
import type { HotelKey } from './site';

/** A room's URL id: its title in lower case with spaces turned into hyphens (REQUIREMENTS §2). */
export const roomSlug = (title: string) => title.trim().toLowerCase().replace(/\s+/g, '-');

export type RoomView = 'sea' | 'city';
/** The bed set-ups a room can be made up with (the inquiry form's options, REQUIREMENTS §9). */
export type RoomBeds = 'double' | 'twinOrDouble' | 'twoKing';

export interface Room {
  hotel: HotelKey;
  title: RoomTitle;
  /** URL id: the title in lower case with spaces as hyphens. */
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

const ESSENTIALS: readonly FacilityKey[] = [
  'air-conditioner',
  'double-bed',
  'wifi',
  'lcd-tv',
  'cable-tv',
  'telephone',
  'safety-box',
  'kettle',
  'hairdryer',
  'slippers',
];
const WITH_DESK: readonly FacilityKey[] = [...ESSENTIALS, 'working-desk'];
const ALL: readonly FacilityKey[] = [...ESSENTIALS, 'bathrobe', 'working-desk'];

const room = <H extends HotelKey>(
  hotel: H,
  title: RoomTitle<H>,
  sizeM2: number,
  view: RoomView,
  adults: number,
  children: number,
  beds: RoomBeds,
  facilities: readonly FacilityKey[],
  rateName: string = title,
): Room => {
  const slug = roomSlug(title);
  return {
    hotel,
    title,
    slug,
    size: `${sizeM2}m²`,
    sizeM2,
    view,
    adults,
    children,
    beds,
    facilities,
    rateName,
    images: [`room-${slug}-1`, `room-${slug}-2`, `room-${slug}-3`, `room-${slug}-4`] as ImageId[],
  };
};

export const ROOMS: Readonly<Record<HotelKey, readonly Room[]>> = {
  sorrento: [
    room('sorrento', 'Standard Room Sea View', 15, 'sea', 2, 1, 'double', ESSENTIALS),
    room('sorrento', 'Superior Room City View', 20, 'city', 2, 1, 'twinOrDouble', WITH_DESK),
    room('sorrento', 'Superior Room Sea View', 20, 'sea', 2, 1, 'twinOrDouble', WITH_DESK),
    room('sorrento', 'Deluxe Room Sea View', 25, 'sea', 2, 1, 'twinOrDouble', ALL),
    room('sorrento', 'Suite Sea View', 40, 'sea', 2, 1, 'double', ALL),
    room('sorrento', 'Family Suite', 77, 'sea', 4, 2, 'twoKing', ALL),
  ],
  amalfi: [
    room('amalfi', 'Timeless Room City View', 20, 'city', 2, 1, 'twinOrDouble', WITH_DESK, 'Standard City View'),
    room('amalfi', 'Timeless Room Sea View', 20, 'sea', 2, 1, 'twinOrDouble', WITH_DESK, 'Standard Sea View'),
    room('amalfi', 'Panoramic Room City View', 24, 'city', 2, 1, 'twinOrDouble', WITH_DESK, 'Superior City View'),
    room('amalfi', 'Panoramic Room Sea View', 25, 'sea', 2, 1, 'twinOrDouble', WITH_DESK, 'Superior Sea View'),
    room('amalfi', 'Premium Room City View', 20, 'city', 2, 1, 'twinOrDouble', ALL, 'Deluxe City View'),
    room('amalfi', 'Premium Room Sea View', 27, 'sea', 2, 1, 'twinOrDouble', ALL, 'Deluxe Sea View'),
  ],
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
