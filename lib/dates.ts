/**
 * The hotel's calendar. Both hotels are in Vietnam (Asia/Ho_Chi_Minh, UTC+7, no daylight saving):
 * "today", seasons, holidays and nights are all reckoned on that calendar, whatever the visitor's
 * own time zone is. Dates travel as 'YYYY-MM-DD' strings (calendar days, no time, no zone).
 */
import * as day from './calendar-day.mjs';
import { hotelToday, toHotelDate, type IsoDate } from './hotel-day';

// All date maths goes through dayjs (the project's date library) one way, in lib/calendar-day.mjs,
// which the inquiry rules and the local inbox share; this module puts it on the hotel's calendar.
// Which day it is there is lib/hotel-day.ts (no dayjs: room cards need it in the browser).
export { HOTEL_TIME_ZONE, hotelToday, monthOf, toHotelDate, toHotelDateTime, type IsoDate } from './hotel-day';

/** A Date is read on the hotel's calendar; a string is a 'YYYY-MM-DD' calendar day. */
export type DateInput = Date | string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The 'YYYY-MM-DD' of a string if it names a real calendar day (a time part after it is ignored). */
export function parseIsoDate(value: string): IsoDate | undefined {
  const found = ISO_DAY.exec(value.trim())?.[0];
  return found && day.isRealDay(found) ? found : undefined;
}

/**
 * The hotel calendar day of an input: a Date is converted on the hotel's calendar, a valid
 * 'YYYY-MM-DD' string is taken as is; undefined, an empty or an invalid string mean today.
 */
export function toIsoDate(date?: DateInput, now?: Date): IsoDate {
  if (date instanceof Date) return Number.isNaN(date.getTime()) ? hotelToday(now) : toHotelDate(date);
  if (typeof date === 'string') return parseIsoDate(date) ?? hotelToday(now);
  return hotelToday(now);
}

/** Whole calendar days from a to b (negative when b is before a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return day.daysBetween(a, b);
}

/** The calendar day `days` after (or before, when negative) `iso`. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  return day.addDays(iso, days);
}

/** Days in a month (1-12) of a year. */
export const daysInMonth = (year: number, month: number): number => day.daysInMonth(year, month);

/** 0 for Sunday ... 6 for Saturday. */
export const dayOfWeek = (iso: IsoDate): number => day.dayOfWeek(iso);
