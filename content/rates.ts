/**
 * Room rates in VND per night (docs/REQUIREMENTS.md §9). lib/rates reads these; nothing else should.
 *
 * - Sorrento has a single base rate all year.
 * - Amalfi has a low- and a high-season rate (high season: January, February, October, November,
 *   December on the hotel's calendar); baseRate is the low-season rate. Amalfi's rate names differ
 *   from its room titles: Timeless -> Standard, Panoramic -> Superior, Premium -> Deluxe.
 * - Holiday periods (content/holidays.ts) multiply the day's rate on top of this.
 */
// The data: content/data/rates.json, edited in /admin/ and checked by content/schema.mjs at build.
import data from './data/rates.json';
import type { HotelKey } from './site';

export type Currency = 'VND' | 'USD';

export interface RoomRateRecord {
  /** Sorrento: the room title. Amalfi: the rate name (Standard/Superior/Deluxe ...). */
  roomType: string;
  /** VND per night; for Amalfi the low-season rate. */
  baseRate: number;
  currency: Currency;
  location: HotelKey;
  seasonalRates?: { lowSeason: number; highSeason: number };
  size?: string;
  features?: string[];
  roomNumbers?: number[];
  roomCount?: number;
}

/** Months (1-12) of Amalfi's high season. */
export const HIGH_SEASON_MONTHS: readonly number[] = data.highSeasonMonths;

/** VND per US dollar, for the USD display. */
export const VND_PER_USD: number = data.vndPerUsd;

type RateData = (typeof data.rooms)[number] & { highSeasonRate?: number; size?: string; roomNumbers?: number[]; features?: string[] };

// Sorrento: one rate all year. Amalfi: baseRate is the low-season rate, with the high-season one beside it.
const record = ({ location, roomType, baseRate, highSeasonRate, size, roomNumbers, features }: RateData): RoomRateRecord =>
  highSeasonRate === undefined
    ? { roomType, baseRate, currency: 'VND', location: location as HotelKey }
    : {
        roomType,
        baseRate,
        currency: 'VND',
        location: location as HotelKey,
        seasonalRates: { lowSeason: baseRate, highSeason: highSeasonRate },
        size,
        features,
        roomNumbers,
        roomCount: roomNumbers?.length,
      };

// City-view rooms are on the 3rd floor, sea-view rooms on the 4th (room numbers in the 300s and 400s).
export const ROOM_RATES: readonly RoomRateRecord[] = data.rooms.map(record);

/** Amalfi room-title words -> rate-name words (REQUIREMENTS §9). */
export const AMALFI_RATE_NAMES: Readonly<Record<string, string>> = {
  Timeless: 'Standard',
  Panoramic: 'Superior',
  Premium: 'Deluxe',
};
