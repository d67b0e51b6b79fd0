/**
 * What the room pages show in the rate block (docs/REQUIREMENTS.md §7 "pages read them as follows").
 * Pure: the day is an argument; the pages pass the visitor's today on the hotel's calendar.
 */
import { getHoliday, roomNightlyRate, roomRateRecord, type RatedRoom } from './rates';
import type { DateInput, HolidayPeriod } from './rates';

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
