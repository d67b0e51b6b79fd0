/**
 * The coming dates of a weekly event (the SkyBar's DJ nights), as schema.org DateTimes in the
 * hotels' local time with its offset. Computed at build time: an event's rich result needs a
 * `startDate` per night, and a schedule alone ("every Tuesday") gives none.
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeeklyOccurrence {
  /** "2026-11-27T20:30:00+07:00" */
  startDate: string;
  /** The same night's end; past midnight it is the next day. */
  endDate: string;
}

/** "+07:00" -> 420 minutes. */
function offsetMinutes(offset: string): number {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!match) throw new Error(`Not a UTC offset: ${offset}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function minutesOfDay(hhmm: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new Error(`Not a time of day: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local wall-clock instant (as a UTC-based Date shifted by the offset) written with the offset. */
function localDateTime(shifted: Date, offset: string): string {
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:00${offset}`;
}

/**
 * Every night on `days` from `now` for `weeks` weeks (a night that has already started is left
 * out), in a zone with a fixed offset (Asia/Ho_Chi_Minh has no daylight saving).
 */
export function weeklyOccurrences({
  now,
  days,
  starts,
  ends,
  weeks,
  offset,
}: {
  now: Date;
  days: readonly Weekday[];
  starts: string;
  ends: string;
  weeks: number;
  offset: string;
}): WeeklyOccurrence[] {
  const shift = offsetMinutes(offset) * 60_000;
  const local = new Date(now.getTime() + shift);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start = minutesOfDay(starts) * 60_000;
  let end = minutesOfDay(ends) * 60_000;
  if (end <= start) end += DAY_MS;
  const result: WeeklyOccurrence[] = [];
  for (let day = 0; day < weeks * 7; day++) {
    const date = midnight + day * DAY_MS;
    if (!days.includes(WEEKDAYS[new Date(date).getUTCDay()]!)) continue;
    if (date + start <= local.getTime()) continue;
    result.push({ startDate: localDateTime(new Date(date + start), offset), endDate: localDateTime(new Date(date + end), offset) });
  }
  return result;
}
