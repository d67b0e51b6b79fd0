// Calendar-day maths, written once for the site (lib/dates.ts), the inquiry rules (lib/inquiry/rules.mjs,
// shared with the form) and the local inbox (scripts/inbox.mjs, plain Node): plain JavaScript over dayjs,
// the site's date library, so Node runs it with no build step and the bundle takes it as is. Calendar
// days are 'YYYY-MM-DD' strings, reckoned as UTC midnights (no zone can shift them); instants are read
// on a time zone's clock by lib/zone-day.mjs (Intl), re-exported here.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export { dayIn, dateTimeIn } from './zone-day.mjs';

export const DAY_FORMAT = 'YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'YYYY-MM-DD' naming a day that exists (dayjs rolls 2026-02-30 over into March: that is not it).
 * @param {string} value
 */
export const isRealDay = (value) => DAY.test(value) && dayjs.utc(value).format(DAY_FORMAT) === value;

/** Whole calendar days from one day to another (negative when `to` is before `from`). @param {string} from @param {string} to */
export const daysBetween = (from, to) => dayjs.utc(to).diff(dayjs.utc(from), 'day');

/** The calendar day `days` after (or before, when negative) `day`. @param {string} day @param {number} days */
export const addDays = (day, days) => dayjs.utc(day).add(days, 'day').format(DAY_FORMAT);

/** Days in a month (1-12) of a year. @param {number} year @param {number} month */
export const daysInMonth = (year, month) => dayjs.utc(`${year}-${String(month).padStart(2, '0')}-01`).daysInMonth();

/** 0 for Sunday ... 6 for Saturday. @param {string} day */
export const dayOfWeek = (day) => dayjs.utc(day).day();
