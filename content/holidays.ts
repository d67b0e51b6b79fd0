/**
 * Holiday periods: every night inside one (dates inclusive, on the hotel's calendar) costs the
 * seasonal rate x rateMultiplier, rounded. The spec's four periods plus docs/DECISIONS.md #4's
 * 2026-27 ones. The data is content/data/holidays.json (edited in /admin/, checked by content/schema.mjs
 * at build): names in both languages, 'YYYY-MM-DD' dates.
 */
import data from './data/holidays.json';

export interface HolidayPeriod {
  /** English name (what getHolidayName returns). */
  name: string;
  /** Vietnamese name. */
  nameVi: string;
  /** First night of the period, 'YYYY-MM-DD', inclusive. */
  startDate: string;
  /** Last night of the period, 'YYYY-MM-DD', inclusive. */
  endDate: string;
  rateMultiplier: number;
}

export const HOLIDAY_PERIODS: readonly HolidayPeriod[] = data.periods;
