/**
 * The hotel's calendar. Both hotels are in Vietnam (Asia/Ho_Chi_Minh, UTC+7, no daylight saving):
 * "today", seasons, holidays and nights are all reckoned on that calendar, whatever the visitor's
 * own time zone is. Dates travel as 'YYYY-MM-DD' strings (calendar days, no time, no zone).
 */
import { site } from '@/content/site';

/** 'YYYY-MM-DD' */
export type IsoDate = string;

/** A Date is read on the hotel's calendar; a string is a 'YYYY-MM-DD' calendar day. */
export type DateInput = Date | string;

export const HOTEL_TIME_ZONE: string = site.timeZone;

let formatter: Intl.DateTimeFormat | undefined;
const hotelFormatter = () =>
  (formatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: HOTEL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of an instant on the hotel's calendar, as 'YYYY-MM-DD'. */
export function toHotelDate(instant: Date): IsoDate {
  const parts = hotelFormatter().formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Today on the hotel's calendar ('YYYY-MM-DD'). `now` is injectable for tests. */
export function hotelToday(now: Date = new Date()): IsoDate {
  return toHotelDate(now);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The 'YYYY-MM-DD' of a string if it names a real calendar day (a time part after it is ignored). */
export function parseIsoDate(value: string): IsoDate | undefined {
  const m = ISO_DAY.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return undefined;
  return `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;
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

const dayNumber = (iso: IsoDate) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Whole calendar days from a to b (negative when b is before a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** The calendar day `days` after (or before, when negative) `iso`. */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const t = new Date((dayNumber(iso) + days) * 86_400_000);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Month of a 'YYYY-MM-DD' day, 1-12. */
export const monthOf = (iso: IsoDate): number => Number(iso.slice(5, 7));
