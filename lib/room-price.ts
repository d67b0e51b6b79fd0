/**
 * A room's "from" price as the page states it at build time (and its JSON-LD repeats): the lowest
 * regular nightly rate, and what the night's rate depends on (Amalfi: the season; both hotels:
 * holiday periods). Pure and deterministic, so the server and the browser render the same text.
 */
import { HIGH_SEASON_MONTHS } from '@/content/rates';
import { HOLIDAY_PERIODS } from '@/content/holidays';
import { roomRateRecord, type RatedRoom } from './rates';
import { startingRate } from './room-rate';

/** A run of consecutive months (1-12), which may wrap past December: { from: 10, to: 2 }. */
export interface MonthRun {
  from: number;
  to: number;
}

export interface RoomPrice {
  /** VND per night, the lowest regular rate; 0 when the room has no rate. */
  from: number;
  /** Amalfi only: the low and high season months and the high-season rate. */
  seasons?: { low: MonthRun; high: MonthRun; highRate: number };
  /** How much more a holiday night costs at most, in percent (0: no holidays). */
  holidayPercent: number;
}

/** The months as one run, if they are consecutive (wrapping past December), else undefined. */
export function monthRun(months: readonly number[]): MonthRun | undefined {
  const set = new Set(months);
  if (set.size === 0 || set.size === 12) return undefined;
  const from = [...set].find((m) => !set.has(m === 1 ? 12 : m - 1));
  if (from === undefined) return undefined;
  let to = from;
  while (set.has(to === 12 ? 1 : to + 1)) to = to === 12 ? 1 : to + 1;
  const length = ((to - from + 12) % 12) + 1;
  return length === set.size ? { from, to } : undefined;
}

const LOW_SEASON_MONTHS = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => !HIGH_SEASON_MONTHS.includes(m));

export const HOLIDAY_PERCENT = Math.round(Math.max(1, ...HOLIDAY_PERIODS.map((p) => p.rateMultiplier)) * 100) - 100;

export function roomPrice(room: RatedRoom): RoomPrice {
  const from = startingRate(room);
  const record = roomRateRecord(room);
  const low = monthRun(LOW_SEASON_MONTHS);
  const high = monthRun(HIGH_SEASON_MONTHS);
  const seasons =
    record?.seasonalRates && low && high ? { low, high, highRate: Math.max(record.seasonalRates.lowSeason, record.seasonalRates.highSeason) } : undefined;
  return seasons ? { from, seasons, holidayPercent: HOLIDAY_PERCENT } : { from, holidayPercent: HOLIDAY_PERCENT };
}

/** A translator of the `RoomMeta.price` messages (next-intl's, on the server or in a component). */
export type PriceTranslate = (key: string, values?: Record<string, string | number>) => string;

/** What the "from" price depends on, in the translator's language (the note under the price). */
export function priceNote(price: RoomPrice, t: PriceTranslate, formatAmount: (vnd: number) => string): string {
  const month = (m: number) => t(`months.${m}`);
  if (!price.seasons) return t('allYear', { percent: price.holidayPercent });
  const { low, high, highRate } = price.seasons;
  return t('seasonal', {
    lowFrom: month(low.from),
    lowTo: month(low.to),
    highFrom: month(high.from),
    highTo: month(high.to),
    high: formatAmount(highRate),
    percent: price.holidayPercent,
  });
}
