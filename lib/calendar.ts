/**
 * The nightly-rate calendar on a room page (issue 16), as pure functions: which days a month shows,
 * what each night costs and how a click or a key changes the stay (the inquiry link that carries
 * the chosen dates is in lib/stay-link.ts). Every date is a 'YYYY-MM-DD' day on the hotel's calendar (lib/dates.ts); "today"
 * is always an argument, so nothing here reads the clock.
 *
 * Weeks start on Monday in both languages: it is the Vietnamese convention (Thứ Hai ... Chủ nhật) and
 * ISO 8601's, which most of the hotels' international guests (Europe, Australia, Asia) also use, and
 * one layout means the English and Vietnamese twins of a page line up day for day.
 */
import type { Room } from '@/content/rooms';
import { addDays, dayOfWeek, daysInMonth as daysInCalendarMonth, type IsoDate } from '@/lib/dates';
import { priceStay, stayNights } from '@/lib/inquiry/rooms';
import type { Stay } from '@/lib/stay-link';
import type { Language } from '@/lib/i18n/language';
import type { HolidayPeriod } from '@/lib/rates';
import { roomQuote } from '@/lib/room-rate';

/** A calendar month; `month` is 1-12. */
export interface MonthRef {
  year: number;
  month: number;
}

/** How far ahead a guest can browse: the current month and the eleven after it. */
export const MONTHS_AHEAD = 11;

const pad = (n: number) => String(n).padStart(2, '0');

export const monthOfDay = (day: IsoDate): MonthRef => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

export const firstOfMonth = ({ year, month }: MonthRef): IsoDate => `${year}-${pad(month)}-01`;

export function addMonths({ year, month }: MonthRef, count: number): MonthRef {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Months from a to b (negative when b is earlier). */
export const monthsBetween = (a: MonthRef, b: MonthRef) => b.year * 12 + b.month - (a.year * 12 + a.month);

export const daysInMonth = ({ year, month }: MonthRef) => daysInCalendarMonth(year, month);

/** 0 for Monday ... 6 for Sunday. */
export const weekdayOf = (day: IsoDate) => (dayOfWeek(day) + 6) % 7;

/** The month as Monday-first weeks; the days of the neighbouring months are null. */
export function monthWeeks(ref: MonthRef): Array<Array<IsoDate | null>> {
  const first = firstOfMonth(ref);
  const cells: Array<IsoDate | null> = [...Array.from({ length: weekdayOf(first) }, () => null)];
  for (let i = 0; i < daysInMonth(ref); i += 1) cells.push(addDays(first, i));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The first month a visitor can show (today's) and the last (MONTHS_AHEAD later). */
export function monthRange(today: IsoDate): { first: MonthRef; last: MonthRef } {
  const first = monthOfDay(today);
  return { first, last: addMonths(first, MONTHS_AHEAD) };
}

/** The last bookable night (the last day of the last month shown). */
export function lastNight(today: IsoDate): IsoDate {
  const { last } = monthRange(today);
  return `${last.year}-${pad(last.month)}-${pad(daysInMonth(last))}`;
}

/** The pair of months starting at `start`, kept inside the browsable range. */
export function clampStartMonth(start: MonthRef, today: IsoDate): MonthRef {
  const { first, last } = monthRange(today);
  const latestStart = addMonths(last, -1);
  if (monthsBetween(first, start) < 0) return first;
  if (monthsBetween(latestStart, start) > 0) return latestStart;
  return start;
}

export interface Night {
  date: IsoDate;
  /** VND for this night (season and holiday), as the room page and the form price it. */
  rate: number;
  holiday?: HolidayPeriod;
  /** Before the hotel's today: cannot be chosen. */
  past: boolean;
}

/** One night of a room: its rate from lib/rates (the room page's look-up), its holiday, and whether it is past. */
export function nightOf(room: Pick<Room, 'hotel' | 'rateName'>, date: IsoDate, today: IsoDate): Night {
  const quote = roomQuote(room, date);
  return { date, rate: quote.rate, holiday: quote.holiday, past: date < today };
}

/** The holiday periods that touch a month, each clipped to it (for the legend under the month). */
export function holidaysInMonth(ref: MonthRef, holidays: readonly HolidayPeriod[]): Array<HolidayPeriod & { from: IsoDate; to: IsoDate }> {
  const first = firstOfMonth(ref);
  const last = addDays(first, daysInMonth(ref) - 1);
  return holidays
    .filter((h) => h.startDate <= last && h.endDate >= first)
    .map((h) => ({ ...h, from: h.startDate < first ? first : h.startDate, to: h.endDate > last ? last : h.endDate }));
}

/**
 * A click on a day: the first sets check-in; a later day then sets check-out; a click on or before
 * check-in, or any click once both are set, starts a new stay from that day. Past days and days
 * after the last bookable night change nothing.
 */
export function pickDay(stay: Stay, day: IsoDate, today: IsoDate): Stay {
  if (day < today || day > lastNight(today)) return stay;
  if (stay.checkIn && !stay.checkOut && day > stay.checkIn) return { checkIn: stay.checkIn, checkOut: day };
  return { checkIn: day };
}

/** Where a day sits in the stay, for its look and its accessible name. */
export function dayRole(stay: Stay, day: IsoDate): 'checkIn' | 'checkOut' | 'inStay' | undefined {
  if (day === stay.checkIn) return 'checkIn';
  if (day === stay.checkOut) return 'checkOut';
  if (stay.checkIn && stay.checkOut && day > stay.checkIn && day < stay.checkOut) return 'inStay';
  return undefined;
}

export interface StayQuote {
  nights: number;
  /** The sum of each night's own rate: the inquiry form's estimate (lib/inquiry/rooms). */
  total: number;
  /** The check-in night's rate. */
  rate: number;
}

/** The estimate the form would show for this room and these dates; undefined until both are set. */
export function quoteStay(room: Pick<Room, 'hotel' | 'rateName'>, stay: Stay): StayQuote | undefined {
  const nights = stayNights(stay.checkIn, stay.checkOut);
  if (nights <= 0) return undefined;
  const price = priceStay(room, stay.checkIn, stay.checkOut);
  return price ? { nights, total: price.totalCost, rate: price.rate } : undefined;
}

/** The keys that move the focused day in the grid (WAI-ARIA date picker pattern), and where to. */
export function moveDay(day: IsoDate, key: string): IsoDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
    case 'PageDown': {
      const target = addMonths(monthOfDay(day), key === 'PageUp' ? -1 : 1);
      const dom = Math.min(Number(day.slice(8, 10)), daysInMonth(target));
      return `${target.year}-${pad(target.month)}-${pad(dom)}`;
    }
    default:
      return undefined;
  }
}

/** Keeps a day inside what the calendar can show: from today to the last bookable night. */
export function clampDay(day: IsoDate, today: IsoDate): IsoDate {
  if (day < today) return today;
  const last = lastNight(today);
  return day > last ? last : day;
}

// ---------------------------------------------------------------------------------------------
// Words and numbers in the visitor's language

/**
 * The calendar's formats: British English (day before month, "Thursday, 24 December 2026", as most
 * guests outside the US write it and as Vietnamese does) and Vietnamese. Days are calendar days, so
 * they are formatted in UTC: no time zone can move them.
 */
export const CALENDAR_LOCALE: Record<Language, string> = { en: 'en-GB', vi: 'vi-VN' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions, day: IsoDate): string {
  const key = `${language}${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(CALENDAR_LOCALE[language], { ...options, timeZone: 'UTC' })));
  return formatter.format(new Date(`${day}T00:00:00Z`));
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "October 2026" / "Tháng 10 năm 2026". */
export const monthLabel = (ref: MonthRef, language: Language) => capitalise(format(language, { month: 'long', year: 'numeric' }, firstOfMonth(ref)));

/** "Thursday, 24 December 2026" / "Thứ Năm, 24 tháng 12, 2026": a day's accessible name. */
export const longDay = (day: IsoDate, language: Language) => format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, day);

/** "24 Dec" / "24 thg 12": a holiday under its month (the month's caption has the year). */
export const dayMonth = (day: IsoDate, language: Language) => format(language, { day: 'numeric', month: 'short' }, day);

/** "24 Dec 2026" / "24 thg 12, 2026": the stay's dates in the summary. */
export const shortDay = (day: IsoDate, language: Language) => format(language, { day: 'numeric', month: 'short', year: 'numeric' }, day);

/** Monday-first column heads: the initial shown ("M", "T2") and the full name read out. */
export function weekdayNames(language: Language): Array<{ short: string; long: string }> {
  // 2026-11-23 is a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays('2026-11-23', i);
    return { short: format(language, { weekday: 'narrow' }, day), long: capitalise(format(language, { weekday: 'long' }, day)) };
  });
}

/**
 * A night's price in a day cell, in thousands of dong ("1,788" / "1.788"): a full "1,788,000 ₫"
 * does not fit seven columns on a phone. The legend says so, and each day's accessible name has the
 * full amount (formatRate).
 */
export function thousands(amount: number, language: Language): string {
  return new Intl.NumberFormat(CALENDAR_LOCALE[language], { maximumFractionDigits: 0 }).format(Math.round(amount / 1000));
}
