// Reading an instant on a time zone's clock, with the platform's Intl (what dayjs's timezone plugin
// wraps): no date library, so the rate shown "tonight" on a room card reaches the browser without
// dayjs. Calendar arithmetic stays in lib/calendar-day.mjs (dayjs), which re-exports these.

/** @type {Map<string, Intl.DateTimeFormat>} */
const clocks = new Map();

/** A 24-hour clock in a time zone, made once per zone. @param {string} timeZone */
function clock(timeZone) {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, format);
  }
  return format;
}

/** The instant's fields on the zone's clock. @param {Date} instant @param {string} timeZone */
function fields(instant, timeZone) {
  /** @type {Record<string, string>} */
  const parts = {};
  for (const part of clock(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The calendar day of an instant in a time zone ('YYYY-MM-DD'). @param {Date} instant @param {string} timeZone */
export function dayIn(instant, timeZone) {
  const { year, month, day } = fields(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** An instant on a time zone's clock: "2026-11-22 08:44:05". @param {Date} instant @param {string} timeZone */
export function dateTimeIn(instant, timeZone) {
  const { year, month, day, hour, minute, second } = fields(instant, timeZone);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}
