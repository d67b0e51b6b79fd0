/**
 * The in-room facilities (docs/REQUIREMENTS.md §3 "Facility"): icon path and name in both languages.
 * The keys are the icons the art pipeline draws (one list here, so the pages can type them); their
 * names are data (content/data/facilities.json), and which room has which is content/data/rooms.json.
 * Icons are drawn by the art pipeline into public/icons/facilities/; when one fails to load, the
 * room page shows a generic symbol chosen from the name's keywords (lib/facility-symbol.ts).
 */
import data from './data/facilities.json';
import type { LocalizedText } from './images';

export const FACILITY_KEYS = [
  'air-conditioner',
  'bathrobe',
  'cable-tv',
  'double-bed',
  'hairdryer',
  'kettle',
  'lcd-tv',
  'safety-box',
  'slippers',
  'telephone',
  'wifi',
  'working-desk',
] as const;

export type FacilityKey = (typeof FACILITY_KEYS)[number];

/**
 * The catalogue's bed: a room lists it under the name of its own beds (RoomInfo.beds in messages/),
 * so the Family Suite says "Two king beds", never "Double bed". The catalogue name is for the icon.
 */
export const BED_FACILITY: FacilityKey = 'double-bed';

export interface Facility {
  key: FacilityKey;
  /** '/icons/facilities/{key}.svg' */
  icon: string;
  name: LocalizedText;
}

export const GENERIC_FACILITY_ICON = '/icons/facilities/generic.svg';

// The names: content/data/facilities.json, edited in /admin/ (Rooms → Facilities) and checked by
// content/schema.mjs at build (every key there has its icon; every key here must be there, a unit test).
const NAMES = Object.fromEntries(data.facilities.map((f) => [f.key, f.name])) as Record<string, LocalizedText>;

export const FACILITIES: Readonly<Record<FacilityKey, Facility>> = Object.fromEntries(
  FACILITY_KEYS.map((key) => [key, { key, icon: `/icons/facilities/${key}.svg`, name: NAMES[key] ?? { en: key, vi: key } }]),
) as Record<FacilityKey, Facility>;

export const getFacility = (key: FacilityKey): Facility => FACILITIES[key];
