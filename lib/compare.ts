/**
 * Compare rooms (issue 16): which rooms are side by side, how that travels in a shareable address
 * (`/accommodation/compare/?rooms=sorrento/family-suite,amalfi/premium-room-sea-view`), and where the
 * rooms differ. Pure: the page reads `window.location.search` after hydration and hands it here.
 */
import { BED_FACILITY, FACILITY_KEYS, type FacilityKey } from '@/content/facilities';
import { getRoom, ROOMS, type Room } from '@/content/rooms';
import { HOTEL_KEYS } from '@/content/site';
import { COMPARE_PATH } from './compare-path';

export { COMPARE_PATH };

/** At most three rooms side by side: a fourth column is unreadable on a phone. */
export const MAX_COMPARE = 3;

/** `sorrento/family-suite`: a room's id in the address. */
export const roomKey = (room: Pick<Room, 'hotel' | 'slug'>) => `${room.hotel}/${room.slug}`;

/** The room of an id (`amalfi/Premium-Room-Sea-View` too: ids match case-insensitively, like room pages). */
export function roomFromKey(key: string): Room | undefined {
  const [hotelPart = '', slugPart = ''] = key.trim().toLowerCase().split('/');
  const hotel = HOTEL_KEYS.find((h) => h === hotelPart);
  return hotel ? getRoom(hotel, slugPart) : undefined;
}

/**
 * The pre-rendered selection, shown until the address has been read: one room of each hotel and a
 * third that differs from both in a facility, so a first visit already shows what comparing does.
 */
export const DEFAULT_COMPARE: readonly Room[] = ['sorrento/deluxe-room-sea-view', 'amalfi/premium-room-sea-view', 'amalfi/timeless-room-city-view'].map((key) =>
  roomFromKey(key)!,
);

/** The selection in a query string: known rooms, once each, at most three; undefined when there is none. */
export function parseCompare(search: string): Room[] | undefined {
  const value = new URLSearchParams(search).get('rooms');
  if (!value) return undefined;
  const rooms: Room[] = [];
  for (const key of value.split(',')) {
    const room = roomFromKey(key);
    if (room && !rooms.includes(room) && rooms.length < MAX_COMPARE) rooms.push(room);
  }
  return rooms.length ? rooms : undefined;
}

/** `?rooms=a/b,c/d`, written by hand: ids are [a-z0-9-/] and stay readable in a shared link. */
export const compareQuery = (rooms: readonly Pick<Room, 'hotel' | 'slug'>[]) => (rooms.length ? `?rooms=${rooms.map(roomKey).join(',')}` : '');

export const comparePath = (rooms: readonly Pick<Room, 'hotel' | 'slug'>[]) => `${COMPARE_PATH}${compareQuery(rooms)}`;

/**
 * The room page's "Compare" link: this room first, then the closest room of the other hotel (same
 * view, nearest size), the comparison a guest deciding between the two hotels wants.
 */
export function comparePathFor(room: Room): string {
  const other = HOTEL_KEYS.find((h) => h !== room.hotel)!;
  const rival = [...ROOMS[other]].sort(
    (a, b) => Number(a.view !== room.view) - Number(b.view !== room.view) || Math.abs(a.sizeM2 - room.sizeM2) - Math.abs(b.sizeM2 - room.sizeM2),
  )[0]!;
  return comparePath([room, rival]);
}

/**
 * Puts a room into a column: a room already shown elsewhere swaps places with what was there, so a
 * room never appears twice; a column past the end appends. undefined in `room` empties the column.
 */
export function setColumn(rooms: readonly Room[], index: number, room: Room | undefined): Room[] {
  const next = [...rooms];
  if (!room) {
    next.splice(index, 1);
    return next;
  }
  const existing = next.indexOf(room);
  if (index >= next.length) {
    if (existing >= 0 || next.length >= MAX_COMPARE) return next;
    next.push(room);
    return next;
  }
  if (existing >= 0) next[existing] = next[index]!;
  next[index] = room;
  return next;
}

export interface FacilityRow {
  key: FacilityKey;
  /** Per room, in column order. */
  has: boolean[];
  /** Some of the rooms have it and some do not. */
  differs: boolean;
}

/**
 * Every facility any of the rooms has (catalogue order), with who has it and whether they differ.
 * Not the bed: the table's beds row names each room's own (a "Double bed ✓" row would be wrong for
 * the Family Suite's two kings).
 */
export function facilityRows(rooms: readonly Pick<Room, 'facilities'>[]): FacilityRow[] {
  return FACILITY_KEYS.filter((key) => key !== BED_FACILITY && rooms.some((r) => r.facilities.includes(key))).map((key) => {
    const has = rooms.map((r) => r.facilities.includes(key));
    return { key, has, differs: has.some(Boolean) && !has.every(Boolean) };
  });
}

/** True when the rooms do not all share the value (a fact row worth highlighting). */
export const differs = (values: readonly unknown[]) => values.length > 1 && values.some((v) => v !== values[0]);
