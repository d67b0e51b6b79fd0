/**
 * What the room pages show in the rate block (spec section 7 "pages read them as follows").
 * Pure: the day is an argument; the pages pass the visitor's today on the hotel's calendar.
 */
import type { HotelKey } from '@/content/site';
import { findRoomRateRecord, getAllRoomRates, getHoliday, getRoomRate, pickAmalfiRate } from './rates';
import type { DateInput, HolidayPeriod } from './rates';

export interface RoomQuote {
  /** VND for the night of the day; 0 when the room has no rate. */
  rate: number;
  /** The holiday period the night falls in, if any (its multiplier is already in `rate`). */
  holiday?: HolidayPeriod;
}

/**
 * The night's rate of a room: Sorrento asks by title; Amalfi takes all of the day's Amalfi rates
 * and picks the one matching a candidate key of the title, 0 if none.
 */
export function roomQuote(room: { hotel: HotelKey; title: string }, day: DateInput): RoomQuote {
  const rate = room.hotel === 'sorrento' ? getRoomRate(room.title, 'sorrento', day) : pickAmalfiRate(room.title, getAllRoomRates('amalfi', day));
  const holiday = getHoliday(day);
  return holiday ? { rate, holiday } : { rate };
}

/**
 * The lowest regular nightly rate ("from" price for search engines, fixed at build time): the
 * base rate, i.e. Amalfi's low-season rate, before any holiday multiplier. 0 if unknown.
 */
export function startingRate(room: { hotel: HotelKey; title: string }): number {
  const record = findRoomRateRecord(room.title, room.hotel);
  if (!record) return 0;
  return record.seasonalRates ? Math.min(record.seasonalRates.lowSeason, record.seasonalRates.highSeason) : record.baseRate;
}
