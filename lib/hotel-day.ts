/**
 * Which day it is on the hotel's calendar (Asia/Ho_Chi_Minh, UTC+7, no daylight saving), without
 * the date library: what a room card needs in the browser to show tonight's rate. lib/dates.ts
 * (calendar arithmetic over dayjs) re-exports it all.
 */
import { site } from '@/content/site';
import { dateTimeIn, dayIn } from './zone-day.mjs';

/** 'YYYY-MM-DD' */
export type IsoDate = string;

export const HOTEL_TIME_ZONE: string = site.timeZone;

/** The calendar day of an instant on the hotel's calendar, as 'YYYY-MM-DD'. */
export function toHotelDate(instant: Date): IsoDate {
  return dayIn(instant, HOTEL_TIME_ZONE);
}

/** An instant on the hotel's clock: "2026-11-22 08:44:05". */
export function toHotelDateTime(instant: Date): string {
  return dateTimeIn(instant, HOTEL_TIME_ZONE);
}

/** Today on the hotel's calendar ('YYYY-MM-DD'). `now` is injectable for tests. */
export function hotelToday(now: Date = new Date()): IsoDate {
  return toHotelDate(now);
}

/** Month of a 'YYYY-MM-DD' day, 1-12. */
export const monthOf = (iso: IsoDate): number => Number(iso.slice(5, 7));
