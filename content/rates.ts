/**
 * Room rates in VND per night (docs/REQUIREMENTS.md §9). lib/rates reads these; nothing else should.
 *
 * - Sorrento has a single base rate all year.
 * - Amalfi has a low- and a high-season rate (high season: January, February, October, November,
 *   December on the hotel's calendar); baseRate is the low-season rate. Amalfi's rate names differ
 *   from its room titles: Timeless -> Standard, Panoramic -> Superior, Premium -> Deluxe.
 * - Holiday periods (content/holidays.ts) multiply the day's rate on top of this.
 */
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
export const HIGH_SEASON_MONTHS: readonly number[] = [1, 2, 10, 11, 12];

/** VND per US dollar, for the USD display. */
export const VND_PER_USD = 24_000;

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const sorrento = (roomType: string, baseRate: number): RoomRateRecord => ({
  roomType,
  baseRate,
  currency: 'VND',
  location: 'sorrento',
});

const amalfi = (roomType: string, lowSeason: number, highSeason: number, size: string, roomNumbers: number[], features: string[]): RoomRateRecord => ({
  roomType,
  baseRate: lowSeason,
  currency: 'VND',
  location: 'amalfi',
  seasonalRates: { lowSeason, highSeason },
  size,
  features,
  roomNumbers,
  roomCount: roomNumbers.length,
});

// City-view rooms are on the 3rd floor, sea-view rooms on the 4th (room numbers in the 300s and 400s).
export const ROOM_RATES: readonly RoomRateRecord[] = [
  sorrento('Standard Room Sea View', 850_000),
  sorrento('Superior Room City View', 900_000),
  sorrento('Superior Room Sea View', 1_080_000),
  sorrento('Deluxe Room Sea View', 1_500_000),
  sorrento('Suite Sea View', 2_000_000),
  sorrento('Family Suite', 3_060_000),

  amalfi('Standard City View', 1_250_000, 1_490_000, '20m²', range(301, 6), ['City view', 'Double or twin beds', 'Rain shower', 'Work desk']),
  amalfi('Superior City View', 1_350_000, 1_590_000, '24m²', range(307, 2), [
    'Panoramic city view',
    'Double or twin beds',
    'Floor-to-ceiling windows',
    'Seating corner',
  ]),
  amalfi('Deluxe City View', 1_500_000, 1_690_000, '20m²', range(309, 4), ['City view', 'Double or twin beds', 'Premium bedding', 'Bathrobes and slippers']),
  amalfi('Standard Sea View', 1_700_000, 2_090_000, '20m²', range(401, 10), ['Sea view', 'Double or twin beds', 'Rain shower', 'Work desk']),
  amalfi('Superior Sea View', 1_900_000, 2_290_000, '25m²', range(411, 4), [
    'Panoramic sea view',
    'Double or twin beds',
    'Floor-to-ceiling windows',
    'Sunset view',
  ]),
  amalfi('Deluxe Sea View', 2_500_000, 2_890_000, '27m²', range(415, 2), ['Sea view', 'Double or twin beds', 'Premium bedding', 'Bathrobes and slippers']),
];

/** Amalfi room-title words -> rate-name words (REQUIREMENTS §9). */
export const AMALFI_RATE_NAMES: Readonly<Record<string, string>> = {
  Timeless: 'Standard',
  Panoramic: 'Superior',
  Premium: 'Deluxe',
};
