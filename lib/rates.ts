/**
 * The local rate service (docs/REQUIREMENTS.md §7, docs/DECISIONS.md #4 and #5). Pure: every date is an
 * argument (default: today on the hotel's calendar, Asia/Ho_Chi_Minh), data comes from
 * content/rates.ts and content/holidays.ts.
 *
 * The rate of a night = the room's rate for that night's season (Amalfi: low or high season;
 * Sorrento: its single base rate) x the multiplier of a holiday period containing that night,
 * rounded to the dong.
 */
import { AMALFI_RATE_NAMES, HIGH_SEASON_MONTHS, ROOM_RATES, VND_PER_USD } from '@/content/rates';
import type { Currency, RoomRateRecord } from '@/content/rates';
import { HOLIDAY_PERIODS } from '@/content/holidays';
import type { HolidayPeriod } from '@/content/holidays';
import type { HotelKey } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { addDays, daysBetween, hotelToday, monthOf, parseIsoDate, toIsoDate } from '@/lib/dates';
import type { DateInput, IsoDate } from '@/lib/dates';
import { formatUsd, formatVnd } from '@/lib/money';
import { nightRate, periodOn } from '@/lib/night-rate';

export type { Currency, RoomRateRecord } from '@/content/rates';
export type { HolidayPeriod } from '@/content/holidays';
export type { DateInput, IsoDate } from '@/lib/dates';
export { hotelToday } from '@/lib/dates';

// ---------------------------------------------------------------------------------------------
// Rate table (a working copy, so updateRoomRate never mutates content/)

const cloneRecord = (r: RoomRateRecord): RoomRateRecord => ({
  ...r,
  seasonalRates: r.seasonalRates ? { ...r.seasonalRates } : undefined,
  features: r.features ? [...r.features] : undefined,
  roomNumbers: r.roomNumbers ? [...r.roomNumbers] : undefined,
});

// The module's own copy: updateRoomRate changes it, never content/. Tests that change rates load a
// fresh copy of this module (jest.isolateModules) instead of undoing their changes through it.
const table: RoomRateRecord[] = ROOM_RATES.map(cloneRecord);

/** Replaces the record with the same roomType (case-insensitive) and location. False if none. */
export function updateRoomRate(record: RoomRateRecord): boolean {
  const key = normaliseName(record.roomType);
  const index = table.findIndex((r) => r.location === record.location && normaliseName(r.roomType) === key);
  if (index < 0) return false;
  table[index] = cloneRecord(record);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Names

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** "Standard Room Sea View (Double Bed)" -> "Standard Room Sea View" (the form's bed suffix). */
const stripBedSuffix = (name: string) =>
  name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .replace(/\s+/g, ' ');

const withoutRoom = (name: string) =>
  name
    .split(' ')
    .filter((w, i) => !(i > 0 && w.toLowerCase() === 'room'))
    .join(' ');

const withRoom = (name: string) => {
  const [first = '', ...rest] = withoutRoom(name).split(' ');
  return rest.length ? [first, 'Room', ...rest].join(' ') : first;
};

const unique = (names: string[]) => {
  const seen = new Set<string>();
  return names.filter((n) => {
    const k = normaliseName(n);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** The name as given plus its forms without and with "Room" after the first word. */
const withAndWithoutRoom = (name: string) => unique([name, withoutRoom(name), withRoom(name)]);

/**
 * Every name an Amalfi room may have in the rate table, best first: the title as given, without and
 * with "Room", then with its first word mapped to the rate name (Timeless -> Standard,
 * Panoramic -> Superior, Premium -> Deluxe), with and without "Room".
 *   amalfiCandidateKeys('Timeless Room City View')
 *   -> ['Timeless Room City View', 'Timeless City View', 'Standard Room City View', 'Standard City View']
 */
export function amalfiCandidateKeys(title: string): string[] {
  const name = stripBedSuffix(title);
  if (!name) return [];
  const [first = '', ...rest] = name.split(' ');
  const rateWord = Object.entries(AMALFI_RATE_NAMES).find(([k]) => k.toLowerCase() === first.toLowerCase())?.[1];
  const mapped = rateWord ? [rateWord, ...rest].join(' ') : undefined;
  return unique([...withAndWithoutRoom(name), ...(mapped ? [withRoom(mapped), withoutRoom(mapped)] : [])]);
}

function findRecord(roomType: string, location: HotelKey): RoomRateRecord | undefined {
  const name = stripBedSuffix(roomType);
  if (!name) return undefined;
  const keys = (location === 'amalfi' ? amalfiCandidateKeys(name) : withAndWithoutRoom(name)).map(normaliseName);
  const records = table.filter((r) => r.location === location);
  for (const key of keys) {
    const found = records.find((r) => normaliseName(r.roomType) === key);
    if (found) return found;
  }
  return undefined;
}

/** What prices a room: its hotel and the rate record it names (content/rooms.ts `rateName`). */
export interface RatedRoom {
  hotel: HotelKey;
  rateName: string;
}

const recordOf = (room: RatedRoom) => table.find((r) => r.location === room.hotel && normaliseName(r.roomType) === normaliseName(room.rateName));

/**
 * The one path from a room of the catalogue to its price, for the page, its JSON-LD, the calendar
 * and the form alike: the record the room names, as a copy; undefined (and logged) if it names none.
 */
export function roomRateRecord(room: RatedRoom): RoomRateRecord | undefined {
  const record = recordOf(room);
  if (!record) console.error(`Room rate "${room.rateName}" not found in ${room.hotel} rates.`);
  return record ? cloneRecord(record) : undefined;
}

/** A catalogue room's rate for the night of `date` (default today); 0 when it names no record. */
export function roomNightlyRate(room: RatedRoom, date?: DateInput): number {
  const record = recordOf(room);
  return record ? nightlyRate(record, toIsoDate(date)) : 0;
}

type StayCost = { nights: number; nightly: number[]; total: number };

/** Each night from check-in to the night before check-out at its own rate; all zeros without a record. */
function costOfStay(record: RoomRateRecord | undefined, checkIn: string, checkOut: string): StayCost {
  const nights = nightsBetween(checkIn, checkOut);
  if (!record) return { nights, nightly: Array.from({ length: nights }, () => 0), total: 0 };
  const first = parseIsoDate(checkIn) ?? hotelToday();
  const nightly = Array.from({ length: nights }, (_, i) => nightlyRate(record, addDays(first, i)));
  return { nights, nightly, total: nightly.reduce((sum, n) => sum + n, 0) };
}

/** A catalogue room's stay, night by night (as stayCost). */
export function roomStayCost(room: RatedRoom, checkIn: string, checkOut: string): StayCost {
  return costOfStay(recordOf(room), checkIn, checkOut);
}

/** The rate record a room type resolves to (same matching as getRoomRate), as a copy; no logging. */
export function findRoomRateRecord(roomType: string, location: HotelKey): RoomRateRecord | undefined {
  const record = findRecord(roomType, location);
  return record ? cloneRecord(record) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Seasons and holidays

export const isHighSeason = (date?: DateInput): boolean => HIGH_SEASON_MONTHS.includes(monthOf(toIsoDate(date)));

/** The holiday period containing the night of `date` (default today), if any. */
export function getHoliday(date?: DateInput): HolidayPeriod | undefined {
  const found = periodOn(HOLIDAY_PERIODS, toIsoDate(date));
  return found ? { ...found } : undefined;
}

/** The English name of the holiday containing `date` (default today), or undefined. */
export function getHolidayName(date?: DateInput): string | undefined {
  return getHoliday(date)?.name;
}

/** The holiday's name in the given language (en: name, vi: nameVi), or undefined. */
export function getLocalizedHolidayName(date: DateInput | undefined, language: Language): string | undefined {
  const holiday = getHoliday(date);
  if (!holiday) return undefined;
  return language === 'vi' ? holiday.nameVi : holiday.name;
}

/** All holiday periods (copies), in date order. */
export function getHolidayPeriods(): HolidayPeriod[] {
  return [...HOLIDAY_PERIODS].sort((a, b) => a.startDate.localeCompare(b.startDate)).map((p) => ({ ...p }));
}

const nightlyRate = (record: RoomRateRecord, day: IsoDate): number => nightRate(record, day, HIGH_SEASON_MONTHS, HOLIDAY_PERIODS);

// ---------------------------------------------------------------------------------------------
// Rates

/**
 * The rate (VND) of the night of `date` (default: today on the hotel's calendar). Accepts Sorrento
 * titles, Amalfi titles and Amalfi rate names, with or without "Room" (and a trailing bed suffix).
 * Unknown type: logs `Room type "{type}" not found in {location} rates.` and returns 0.
 */
export function getRoomRate(roomType: string, location: HotelKey, date?: DateInput): number {
  const record = findRecord(roomType, location);
  if (!record) {
    console.error(`Room type "${roomType}" not found in ${location} rates.`);
    return 0;
  }
  return nightlyRate(record, toIsoDate(date));
}

/** Every rate record of a hotel with its rate for the night of `date` (default today). */
export function getAllRoomRates(location: HotelKey, date?: DateInput): Array<{ roomType: string; rate: number }> {
  const day = toIsoDate(date);
  return table.filter((r) => r.location === location).map((r) => ({ roomType: r.roomType, rate: nightlyRate(r, day) }));
}

/**
 * The Amalfi detail page's look-up (REQUIREMENTS §7): all of today's Amalfi rates, the first whose
 * roomType matches a candidate key of the title; 0 if none matches.
 */
export function pickAmalfiRate(title: string, rates: Array<{ roomType: string; rate: number }>): number {
  for (const key of amalfiCandidateKeys(title).map(normaliseName)) {
    const found = rates.find((r) => normaliseName(r.roomType) === key);
    if (found) return found.rate;
  }
  return 0;
}

/** Nights between two 'YYYY-MM-DD' days: the ceiling of the day difference, floored at 0. Invalid -> 0. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const a = parseIsoDate(checkIn);
  const b = parseIsoDate(checkOut);
  if (!a || !b) return 0;
  return Math.max(0, Math.ceil(daysBetween(a, b)));
}

/**
 * A stay's cost (DECISIONS #5): each night from check-in to the night before check-out at
 * its own rate (season and holiday); total = their sum. Unknown room: logs once, all zeros.
 */
export function stayCost(roomType: string, location: HotelKey, checkIn: string, checkOut: string): StayCost {
  const record = findRecord(roomType, location);
  if (!record) console.error(`Room type "${roomType}" not found in ${location} rates.`);
  return costOfStay(record, checkIn, checkOut);
}

// ---------------------------------------------------------------------------------------------
// Display

/**
 * Display text of an amount in VND (REQUIREMENTS §9, "Display"). null/undefined/NaN -> "".
 *
 * How each language renders (an optional third argument; the default is English):
 *   VND  en (default): "1,500,000 ₫"      vi: "1.500.000 ₫"    (whole dong, thousands separators)
 *   USD  en (default): "$62.50"           vi: "62,50 US$"      (amount / 24,000, two decimals)
 * The space before the symbol is a plain space: keep the text on one line with CSS (white-space: nowrap).
 */
export function formatRate(amount: number | null | undefined, currency: Currency = 'VND', language: Language = 'en'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return currency === 'USD' ? formatUsd(amount / VND_PER_USD, language) : formatVnd(amount, language);
}
