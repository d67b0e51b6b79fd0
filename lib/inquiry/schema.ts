// zod/mini: the same validation core as zod with a functional API that tree-shakes, so the contact
// page ships a few KB of validator instead of the whole library.
import * as z from 'zod/mini';
import { HOTEL_KEYS, type HotelKey } from '@/content/site';
import { charCount, isRealDate, isValidEmail, isValidPhone, isWithinLimit, LIMITS } from './rules.mjs';

/** Keys of the InquiryForm.errors messages: the schema speaks in keys, the form translates them live. */
export type InquiryErrorKey =
  'required' | 'email' | 'phone' | 'pastDate' | 'checkOutAfterCheckIn' | 'adultsMin' | 'childrenMin' | 'wholeNumber' | 'tooMany' | 'tooLong' | 'roomsRequired';

export type Translate = (key: InquiryErrorKey, values?: Record<string, number>) => string;

// The rules themselves live in a plain module the local inbox shares (scripts/inbox.mjs).
export { charCount, isValidEmail, isValidPhone, LIMITS };

export const roomEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
  rate: z.number().check(z.nonnegative()),
  totalCost: z.number().check(z.nonnegative()),
});

/** The form's values as the inputs hold them (numbers as typed text, dates as YYYY-MM-DD). */
export const inquiryShape = z.object({
  location: z.enum(HOTEL_KEYS as [HotelKey, ...HotelKey[]]),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  adults: z.string(),
  children: z.string(),
  specialRequests: z.string(),
  selectedRoomType: z.string(),
  rooms: z.array(roomEntrySchema),
  /** Honeypot (docs/DECISIONS.md #14): people never see it; a bot that fills it is not sent anywhere. */
  website: z.string(),
});

export type InquiryValues = z.infer<typeof inquiryShape>;

export const DEFAULT_VALUES: InquiryValues = {
  location: 'sorrento',
  name: '',
  email: '',
  phone: '',
  checkIn: '',
  checkOut: '',
  adults: '2',
  children: '0',
  specialRequests: '',
  selectedRoomType: '',
  rooms: [],
  website: '',
};

/**
 * docs/REQUIREMENTS.md §5 and §8, plus the check-out-after-check-in and past-date checks. Every rule runs, so
 * one submit shows every problem. `today` is the hotel's calendar day (YYYY-MM-DD).
 */
export function inquirySchema(t: Translate, today: string) {
  return inquiryShape.check(
    z.superRefine((v, ctx) => {
      const issue = (path: keyof InquiryValues, key: InquiryErrorKey, values?: Record<string, number>) =>
        ctx.addIssue({ code: 'custom', path: [path], message: t(key, values) });

      const name = v.name.trim();
      if (!name) issue('name', 'required');
      else if (!isWithinLimit(name, LIMITS.name)) issue('name', 'tooLong', { max: LIMITS.name });

      const email = v.email.trim();
      if (!email) issue('email', 'required');
      else if (!isValidEmail(email)) issue('email', 'email');

      const phone = v.phone.trim();
      if (!phone) issue('phone', 'required');
      else if (!isValidPhone(phone)) issue('phone', 'phone');

      const checkInOk = isRealDate(v.checkIn);
      const checkOutOk = isRealDate(v.checkOut);
      if (!v.checkIn) issue('checkIn', 'required');
      else if (!checkInOk) issue('checkIn', 'required');
      else if (v.checkIn < today) issue('checkIn', 'pastDate');

      if (!v.checkOut) issue('checkOut', 'required');
      else if (!checkOutOk) issue('checkOut', 'required');
      else if (v.checkOut < today) issue('checkOut', 'pastDate');
      else if (checkInOk && v.checkOut <= v.checkIn) issue('checkOut', 'checkOutAfterCheckIn');

      const adults = v.adults.trim();
      if (!adults) issue('adults', 'required');
      else if (!/^-?\d+$/.test(adults)) issue('adults', 'wholeNumber');
      else if (Number(adults) < 1) issue('adults', 'adultsMin');
      else if (Number(adults) > LIMITS.adults) issue('adults', 'tooMany', { max: LIMITS.adults });

      const children = v.children.trim();
      if (children) {
        if (!/^-?\d+$/.test(children)) issue('children', 'wholeNumber');
        else if (Number(children) < 0) issue('children', 'childrenMin');
        else if (Number(children) > LIMITS.children) issue('children', 'tooMany', { max: LIMITS.children });
      }

      if (!isWithinLimit(v.specialRequests, LIMITS.specialRequests)) issue('specialRequests', 'tooLong', { max: LIMITS.specialRequests });

      if (v.rooms.length === 0) issue('rooms', 'roomsRequired');
    }),
  );
}

/** The order errors are listed in the summary: the order of the fields on the page. */
export const FIELD_ORDER: ReadonlyArray<keyof InquiryValues> = [
  'location',
  'name',
  'email',
  'phone',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'rooms',
  'specialRequests',
];
