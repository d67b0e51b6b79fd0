/** Limits on what a guest may type (characters as people count them). */
export const LIMITS: Readonly<{ name: 120; email: 254; phone: 32; specialRequests: 5000; adults: 30; children: 20 }>;
/** The payload key the inquiry's reference travels under. */
export const INQUIRY_ID_KEY: 'INQUIRY ID';
/** Grapheme clusters, as people count characters. */
export function charCount(value: string): number;
/** Within `max` characters, and at most 3 UTF-16 units a character. */
export function isWithinLimit(value: string, max: number): boolean;
export function isValidEmail(value: string): boolean;
export function isValidPhone(value: string): boolean;
export function isRealDate(value: string): boolean;
export function isInquiryId(value: unknown): value is string;
/** One check per key the form sends, in the order it sends them. */
export const PAYLOAD_RULES: Readonly<Record<string, (value: unknown) => boolean>>;
/** Whole days from one YYYY-MM-DD to another. */
export function daysBetween(from: string, to: string): number;
/**
 * Problems with a received payload; [] when valid. `location`: the endpoint's hotel name; `today`: the
 * hotel's calendar day (YYYY-MM-DD).
 */
export function payloadProblems(body: unknown, expect?: { location?: string; today?: string }): string[];
