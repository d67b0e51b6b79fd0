/**
 * Compare rooms (issue 16) over the room catalogue: which rooms are side by side, how that travels in
 * a shareable address (`/accommodation/compare/?rooms=sorrento/family-suite,amalfi/premium-room-sea-view`),
 * and where the rooms differ. The rules themselves are lib/compare-table.ts (no catalogue: the
 * page's client component uses them on the rooms the server resolved).
 */
import { BED_FACILITY, FACILITY_KEYS, type FacilityKey } from '@/content/facilities';
import { ROOMS, type Room } from '@/content/rooms';
import { HOTEL_KEYS } from '@/content/site';
import { COMPARE_PATH } from '@/content/compare-path';
import { comparePath, facilityRowsIn, parseSelection, roomByKey, type FacilityRow } from './compare-table';

export { COMPARE_PATH };
export { compareQuery, comparePath, differs, MAX_COMPARE, roomKey, setColumn, type FacilityRow } from './compare-table';

/** Every room of both hotels, in catalogue order: the choices of each column. */
export const ALL_ROOMS: readonly Room[] = HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel]);

/** The room of an id (`amalfi/Premium-Room-Sea-View` too: ids match case-insensitively, like room pages). */
export const roomFromKey = (key: string): Room | undefined => roomByKey(ALL_ROOMS, key);

/**
 * The pre-rendered selection, shown until the address has been read: one room of each hotel and a
 * third that differs from both in a facility, so a first visit already shows what comparing does.
 */
export const DEFAULT_COMPARE: readonly Room[] = ['sorrento/deluxe-room-sea-view', 'amalfi/premium-room-sea-view', 'amalfi/timeless-room-city-view'].map((key) =>
  roomFromKey(key)!,
);

/** The selection in a query string: known rooms, once each, at most three; undefined when there is none. */
export const parseCompare = (search: string): Room[] | undefined => parseSelection(search, roomFromKey);

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
 * The facilities the table lists, in catalogue order. Not the bed: the table's beds row names each
 * room's own (a "Double bed ✓" row would be wrong for the Family Suite's two kings).
 */
export const COMPARED_FACILITIES: readonly FacilityKey[] = FACILITY_KEYS.filter((key) => key !== BED_FACILITY);

/** Every facility any of the rooms has (catalogue order, not the bed), with who has it and whether they differ. */
export const facilityRows = (rooms: readonly Pick<Room, 'facilities'>[]): FacilityRow<FacilityKey>[] => facilityRowsIn(COMPARED_FACILITIES, rooms);
