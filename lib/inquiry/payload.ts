import payloadKeys from '@/content/inquiry-payload-keys.json';
import { hotelName, site, type HotelKey } from '@/content/site';
import { toHotelDateTime } from '@/lib/dates';
import { formatRate } from '@/lib/rates';
import { roomsTotal, stayNights, type SelectedRoom } from './rooms';
import { INQUIRY_ID_KEY } from './rules.mjs';

/**
 * docs/REQUIREMENTS.md §3 "Outgoing e-mail payload keys", in this order. The list lives in JSON so the local
 * inbox (scripts/inbox.mjs, plain Node) validates against the very same keys.
 */
export const PAYLOAD_KEYS = payloadKeys as ReadonlyArray<Exclude<keyof InquiryPayload, typeof INQUIRY_ID_KEY>>;

export type PayloadKey = keyof InquiryPayload;

export interface InquiryPayload {
  'GUEST NAME': string;
  EMAIL: string;
  PHONE: string;
  LOCATION: string;
  'CHECK-IN DATE': string;
  'CHECK-OUT DATE': string;
  'NUMBER OF NIGHTS': number;
  ADULTS: number;
  CHILDREN: number;
  'SELECTED ROOMS': string;
  'TOTAL COST': string;
  'SPECIAL REQUESTS': string;
  'SUBMISSION DATE': string;
  /**
   * The inquiry's reference, made in the browser (inquiry-id.ts). After the spec's keys, so forwarding
   * services list it last; the same inquiry sent twice carries the same one, so it is seen as one.
   */
  [INQUIRY_ID_KEY]: string;
}

/** REQUIREMENTS §7: empty values are sent as these defaults. */
export const PAYLOAD_DEFAULTS = {
  text: 'Not provided',
  date: 'Not specified',
  adults: 2,
  children: 0,
  rooms: 'No rooms selected',
  requests: 'None',
} as const;

export interface PayloadInput {
  /** The inquiry's reference (inquiry-id.ts). */
  id: string;
  location: HotelKey;
  name?: string;
  email?: string;
  phone?: string;
  checkIn?: string;
  checkOut?: string;
  adults?: string | number;
  children?: string | number;
  specialRequests?: string;
  rooms: readonly SelectedRoom[];
}

const text = (value: string | undefined, fallback: string) => {
  const v = (value ?? '').trim();
  return v ? v : fallback;
};

const count = (value: string | number | undefined, fallback: number, min: number) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isInteger(n) && n >= min ? n : fallback;
};

/** "2026-11-22 08:44:05 (Asia/Ho_Chi_Minh)": when the guest pressed send, on the hotel's clock. */
export function formatSubmissionDate(now: Date): string {
  return `${toHotelDateTime(now)} (${site.timeZone})`;
}

/**
 * The e-mail the hotel receives. GUEST NAME comes from the form's `name` (docs/DECISIONS.md #1); money is
 * formatted as the site shows it; text is sent exactly as typed, without surrounding spaces.
 */
export function buildPayload(input: PayloadInput, now: Date = new Date()): InquiryPayload {
  const total = roomsTotal(input.rooms);
  const requests = (input.specialRequests ?? '').trim();
  return {
    'GUEST NAME': text(input.name, PAYLOAD_DEFAULTS.text),
    EMAIL: text(input.email, PAYLOAD_DEFAULTS.text),
    PHONE: text(input.phone, PAYLOAD_DEFAULTS.text),
    LOCATION: hotelName(input.location),
    'CHECK-IN DATE': text(input.checkIn, PAYLOAD_DEFAULTS.date),
    'CHECK-OUT DATE': text(input.checkOut, PAYLOAD_DEFAULTS.date),
    'NUMBER OF NIGHTS': stayNights(input.checkIn, input.checkOut),
    ADULTS: count(input.adults, PAYLOAD_DEFAULTS.adults, 1),
    CHILDREN: count(input.children, PAYLOAD_DEFAULTS.children, 0),
    'SELECTED ROOMS': input.rooms.length ? input.rooms.map((r) => `${r.name}: ${formatRate(r.totalCost)}`).join(', ') : PAYLOAD_DEFAULTS.rooms,
    'TOTAL COST': total > 0 ? formatRate(total) : PAYLOAD_DEFAULTS.date,
    'SPECIAL REQUESTS': requests ? requests : PAYLOAD_DEFAULTS.requests,
    'SUBMISSION DATE': formatSubmissionDate(now),
    [INQUIRY_ID_KEY]: input.id,
  };
}
