/**
 * What the room pages show in the rate block (docs/REQUIREMENTS.md §7 "pages read them as follows").
 * Pure: the day is an argument; the pages pass the visitor's today on the hotel's calendar.
 */
import { getHoliday, getHolidayPeriods, hotelToday, roomNightlyRate, roomRateRecord, type RatedRoom } from './rates';
import type { DateInput, HolidayPeriod, IsoDate } from './rates';
import { HIGH_SEASON_MONTHS } from '@/content/rates';
import type { Language } from './i18n/language';
import type { RateSheet } from './night-rate';

export interface RoomQuote {
  /** VND for the night of the day; 0 when the room has no rate. */
  rate: number;
  /** The holiday period the night falls in, if any (its multiplier is already in `rate`). */
  holiday?: HolidayPeriod;
}

/**
 * The night's rate of a room, from the rate record the room names (content/rooms.ts `rateName`; the
 * spec's look-up by title finds the same record, tests/unit/rooms.test.ts), 0 if none.
 */
export function roomQuote(room: RatedRoom, day: DateInput): RoomQuote {
  const rate = roomNightlyRate(room, day);
  const holiday = getHoliday(day);
  return holiday ? { rate, holiday } : { rate };
}

/**
 * The lowest regular nightly rate ("from" price for search engines, fixed at build time): the
 * base rate, i.e. Amalfi's low-season rate, before any holiday multiplier. 0 if unknown.
 */
export function startingRate(room: RatedRoom): number {
  const record = roomRateRecord(room);
  if (!record) return 0;
  return record.seasonalRates ? Math.min(record.seasonalRates.lowSeason, record.seasonalRates.highSeason) : record.baseRate;
}

// One list per language and day, so a page of room cards hands the browser the same array to all of
// them (React's payload writes an object it meets again as a reference, not a copy).
const holidayLists = new Map<string, RateSheet['holidays']>();

function holidaysFrom(day: IsoDate, language: Language): RateSheet['holidays'] {
  const key = `${language}/${day}`;
  let list = holidayLists.get(key);
  if (!list) {
    list = getHolidayPeriods()
      .filter((p) => p.endDate >= day)
      .map((p) => ({ startDate: p.startDate, endDate: p.endDate, rateMultiplier: p.rateMultiplier, name: language === 'vi' ? p.nameVi : p.name }));
    holidayLists.set(key, list);
  }
  return list;
}

/**
 * What a page hands the browser to show a room's rate for the visitor's tonight (lib/night-rate.ts
 * `sheetQuote` gives what roomQuote gives, tests/unit/night-rate.test.ts): the room's record and the
 * holidays from `from` (the build day: no visitor's tonight is earlier) on, in the page's language.
 */
export function rateSheet(room: RatedRoom, language: Language, from: IsoDate = hotelToday()): RateSheet {
  const record = roomRateRecord(room);
  return {
    record: record ? (record.seasonalRates ? { baseRate: record.baseRate, seasonalRates: record.seasonalRates } : { baseRate: record.baseRate }) : null,
    highSeasonMonths: HIGH_SEASON_MONTHS,
    holidays: holidaysFrom(from, language),
  };
}
