/**
 * The price of one night, as data in and a number out: the rate for that night's season x the
 * multiplier of a holiday period containing it, rounded to the dong (docs/REQUIREMENTS.md §7). No
 * table, no date library: the rate service (lib/rates.ts) prices every night through it, and a room
 * card's "tonight" does the same in the browser from the few records its page hands it (`RateSheet`).
 */
import { monthOf, type IsoDate } from './hotel-day';

export interface SeasonalRecord {
  /** VND per night; Amalfi's low-season rate. */
  baseRate: number;
  seasonalRates?: { lowSeason: number; highSeason: number };
}

export interface RatedPeriod {
  /** First and last night, 'YYYY-MM-DD', inclusive. */
  startDate: string;
  endDate: string;
  rateMultiplier: number;
}

/** The period containing the night of `day`, if any. */
export const periodOn = <P extends RatedPeriod>(periods: readonly P[], day: IsoDate): P | undefined =>
  periods.find((p) => p.startDate <= day && day <= p.endDate);

/** The rate of the night of `day` ('YYYY-MM-DD'). */
export function nightRate(record: SeasonalRecord, day: IsoDate, highSeasonMonths: readonly number[], holidays: readonly RatedPeriod[]): number {
  const seasonal = record.seasonalRates
    ? highSeasonMonths.includes(monthOf(day))
      ? record.seasonalRates.highSeason
      : record.seasonalRates.lowSeason
    : record.baseRate;
  return Math.round(seasonal * (periodOn(holidays, day)?.rateMultiplier ?? 1));
}

/**
 * What a page hands the browser to price one room's nights: its record (null when it has none), the
 * high-season months and the holiday periods from the build day on, named in the page's language.
 */
export interface RateSheet {
  record: SeasonalRecord | null;
  highSeasonMonths: readonly number[];
  holidays: readonly (RatedPeriod & { name: string })[];
}

/** The night of `day` from a sheet: its rate (0 without a record) and the holiday's name, if any. */
export function sheetQuote(sheet: RateSheet, day: IsoDate): { rate: number; holiday?: string } {
  const rate = sheet.record ? nightRate(sheet.record, day, sheet.highSeasonMonths, sheet.holidays) : 0;
  const holiday = periodOn(sheet.holidays, day)?.name;
  return holiday ? { rate, holiday } : { rate };
}
