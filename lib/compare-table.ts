/**
 * The compare table's rules over any rooms (issue 16), with no room catalogue: the page's client
 * component works on the rooms its server parent resolved (components/compare/compare-page.tsx),
 * lib/compare.ts applies the same rules to the catalogue. Pure: unit-tested alone.
 */
import { COMPARE_PATH } from '@/content/compare-path';

/** At most three rooms side by side: a fourth column is unreadable on a phone. */
export const MAX_COMPARE = 3;

export interface Comparable {
  hotel: string;
  slug: string;
  facilities: readonly string[];
}

/** `sorrento/family-suite`: a room's id in the address. */
export const roomKey = (room: Pick<Comparable, 'hotel' | 'slug'>) => `${room.hotel}/${room.slug}`;

/** The room an id names among `rooms` (`amalfi/Premium-Room-Sea-View` too: ids match case-insensitively, like room pages). */
export function roomByKey<R extends Pick<Comparable, 'hotel' | 'slug'>>(rooms: readonly R[], key: string): R | undefined {
  const wanted = key.trim().toLowerCase();
  return rooms.find((room) => roomKey(room) === wanted);
}

/** The selection in a query string: known rooms, once each, at most three; undefined when there is none. */
export function parseSelection<R>(search: string, find: (key: string) => R | undefined): R[] | undefined {
  const value = new URLSearchParams(search).get('rooms');
  if (!value) return undefined;
  const rooms: R[] = [];
  for (const key of value.split(',')) {
    const room = find(key);
    if (room && !rooms.includes(room) && rooms.length < MAX_COMPARE) rooms.push(room);
  }
  return rooms.length ? rooms : undefined;
}

/** `?rooms=a/b,c/d`, written by hand: ids are [a-z0-9-/] and stay readable in a shared link. */
export const compareQuery = (rooms: readonly Pick<Comparable, 'hotel' | 'slug'>[]) => (rooms.length ? `?rooms=${rooms.map(roomKey).join(',')}` : '');

export const comparePath = (rooms: readonly Pick<Comparable, 'hotel' | 'slug'>[]) => `${COMPARE_PATH}${compareQuery(rooms)}`;

/**
 * Puts a room into a column: a room already shown elsewhere swaps places with what was there, so a
 * room never appears twice; a column past the end appends. undefined in `room` empties the column.
 */
export function setColumn<R>(rooms: readonly R[], index: number, room: R | undefined): R[] {
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

export interface FacilityRow<K extends string = string> {
  key: K;
  /** Per room, in column order. */
  has: boolean[];
  /** Some of the rooms have it and some do not. */
  differs: boolean;
}

/** Every facility of `order` that any of the rooms has (in that order), with who has it and whether they differ. */
export function facilityRowsIn<K extends string>(order: readonly K[], rooms: readonly Pick<Comparable, 'facilities'>[]): FacilityRow<K>[] {
  return order
    .filter((key) => rooms.some((r) => r.facilities.includes(key)))
    .map((key) => {
      const has = rooms.map((r) => r.facilities.includes(key));
      return { key, has, differs: has.some(Boolean) && !has.every(Boolean) };
    });
}

/** True when the rooms do not all share the value (a fact row worth highlighting). */
export const differs = (values: readonly unknown[]) => values.length > 1 && values.some((v) => v !== values[0]);
