// The inquiry's validation rules, in one plain module: the form's schema (schema.ts, in the browser)
// and the local inbox (scripts/inbox.mjs, plain Node, no build step) both call these, so an inquiry the
// form refuses is one the inbox refuses too. It must load as-is in Node and in the bundle: plain
// JavaScript, and only modules both resolve (the site's calendar-day maths, lib/calendar-day.mjs).
import { daysBetween, isRealDay } from '../calendar-day.mjs';

/** Limits: generous for people, small enough that an inquiry always fits a form-forwarding request. */
export const LIMITS = Object.freeze({
  name: 120,
  email: 254,
  phone: 32,
  specialRequests: 5000,
  adults: 30,
  children: 20,
});

/** The key the inquiry's reference travels under, after the spec's keys (payload.ts). */
export const INQUIRY_ID_KEY = 'INQUIRY ID';

// The HTML standard's "valid e-mail address" (what type=email checks), with a dot required in the
// domain ("a@b" is refused), then stricter where real mail servers are: no dot at either end of the
// local part, no two dots in a row, no label starting or ending with a hyphen, a top-level domain of
// two or more letters.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/;
// docs/DECISIONS.md #6, and dots: Vietnamese numbers are often written 0912.345.678.
const PHONE_CHARS = /^\+?[\d\s.\-()]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Counting graphemes lets one "character" be any length (a family emoji is 8 UTF-16 units, a letter
// with stacked marks unbounded), so a text within its limit is also at most this many units per
// character: room for Vietnamese typed as letter + two marks, any emoji with a skin tone, and an
// inquiry that always fits the 64 KB a form-forwarding request (and a keepalive fetch) may carry.
const UNITS_PER_CHAR = 3;

/** Within `max` characters as people count them, and not longer in storage than such text can be. */
export const isWithinLimit = (value, max) => value.length <= max * UNITS_PER_CHAR && charCount(value) <= max;

let segmenter;
/** Characters as people count them: grapheme clusters (a family emoji or "ệ" typed as e + marks is one). */
export function charCount(value) {
  if (typeof Intl !== 'undefined' && Intl.Segmenter) {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(value)).length;
  }
  return [...value].length; // very old engines: code points, never more than the graphemes' UTF-16 length
}

export function isValidEmail(value) {
  const v = value.trim();
  if (!v || v.length > LIMITS.email) return false;
  const at = v.lastIndexOf('@');
  if (at < 1) return false;
  const labels = v.slice(at + 1).split('.');
  return LOCAL.test(v.slice(0, at)) && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(labels[labels.length - 1]);
}

/** +, digits, spaces, dots, dashes, parentheses; 7 to 15 digits; a + only at the start. */
export function isValidPhone(value) {
  const v = value.trim();
  if (v.length > LIMITS.phone || !PHONE_CHARS.test(v) || v.indexOf('+') > 0) return false;
  const digits = v.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** YYYY-MM-DD naming a day that exists (2026-02-30 is not one). */
export const isRealDate = isRealDay;

const isWhole = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;

/**
 * An inquiry's reference: a version 4 UUID made in the browser (lib/inquiry/inquiry-id.ts).
 * @param {unknown} value
 * @returns {value is string}
 */
export const isInquiryId = (value) => typeof value === 'string' && UUID.test(value);

const text = (max) => (v) => typeof v === 'string' && v.trim() !== '' && isWithinLimit(v, max);
// A form's one-line field cannot hold a line break or another control character.
const CONTROL = /[\u0000-\u001f\u007f]/;
const line = (max) => (v) => text(max)(v) && !CONTROL.test(v);
const date = (v) => typeof v === 'string' && isRealDate(v);

/**
 * What the form sends, key by key (payload.ts builds it from values the schema has passed). The local
 * inbox checks every key with this table; the spec's "Not provided"/"Not specified" defaults never
 * reach it from the form, because the form requires those fields.
 */
export const PAYLOAD_RULES = Object.freeze({
  'GUEST NAME': line(LIMITS.name),
  EMAIL: (v) => typeof v === 'string' && isValidEmail(v),
  PHONE: (v) => typeof v === 'string' && isValidPhone(v),
  LOCATION: line(80),
  'CHECK-IN DATE': date,
  'CHECK-OUT DATE': date,
  'NUMBER OF NIGHTS': (v) => isWhole(v, 1, 366),
  ADULTS: (v) => isWhole(v, 1, LIMITS.adults),
  CHILDREN: (v) => isWhole(v, 0, LIMITS.children),
  'SELECTED ROOMS': text(4000),
  'TOTAL COST': text(80),
  'SPECIAL REQUESTS': (v) => typeof v === 'string' && isWithinLimit(v, LIMITS.specialRequests),
  'SUBMISSION DATE': text(80),
  [INQUIRY_ID_KEY]: isInquiryId,
});

/** Whole days from one YYYY-MM-DD to another (both real dates). */
export { daysBetween };

// Object.hasOwn is missing from Safari before 15.4, and this module ships to the browser too.
const hasOwn = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

// A value shown in a problem line: never serialised whole (a body nested 30,000 levels deep would
// overflow the stack), and cut short, so a message can always be built and sent.
const describe = (value) => {
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'a list' : 'an object';
};

/**
 * The problems with a received payload, one line each; [] when it is an inquiry the form could send.
 * With `expect`, also what only the receiver knows: `location`, the name of the hotel whose endpoint it
 * reached; `today`, the hotel's calendar day (YYYY-MM-DD), before which no stay can begin. A page left
 * open across midnight may send yesterday's date, so one day earlier is still taken.
 */
export function payloadProblems(body, expect = {}) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return ['the body must be a JSON object'];
  const problems = [];
  // Own keys only: "constructor", "toString" or "__proto__" are not keys of the table, whatever its prototype says.
  for (const [key, ok] of Object.entries(PAYLOAD_RULES)) {
    if (!hasOwn(body, key)) problems.push(`missing key "${key}"`);
    else if (!ok(body[key])) problems.push(`"${key}" is not valid: ${describe(body[key])}`);
  }
  for (const key of Object.keys(body)) if (!hasOwn(PAYLOAD_RULES, key)) problems.push(`unexpected key ${describe(key)}`);
  if (problems.length) return problems;

  const checkIn = body['CHECK-IN DATE'];
  const checkOut = body['CHECK-OUT DATE'];
  if (checkOut <= checkIn) problems.push('"CHECK-OUT DATE" must be after "CHECK-IN DATE"');
  else if (body['NUMBER OF NIGHTS'] !== daysBetween(checkIn, checkOut))
    problems.push(`"NUMBER OF NIGHTS" is ${body['NUMBER OF NIGHTS']}, but the dates make ${daysBetween(checkIn, checkOut)}`);
  if (expect.today && isRealDate(expect.today) && daysBetween(expect.today, checkIn) < -1)
    problems.push(`"CHECK-IN DATE" ${checkIn} has passed (the hotel's today is ${expect.today})`);
  if (expect.location !== undefined && body.LOCATION !== expect.location)
    problems.push(`"LOCATION" ${describe(body.LOCATION)} is not this endpoint's hotel, ${describe(expect.location)}`);
  return problems;
}
