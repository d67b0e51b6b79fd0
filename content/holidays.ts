/**
 * Holiday periods: every night inside one (dates inclusive, on the hotel's calendar) costs the
 * seasonal rate x rateMultiplier, rounded. The spec's four periods plus docs/DECISIONS.md #4's
 * 2026-27 ones. To add a period, append a line: names in both languages, 'YYYY-MM-DD' dates.
 */
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

const NATIONAL_DAY = { name: 'National Day', nameVi: 'Quốc khánh' };
const CHRISTMAS = { name: 'Christmas', nameVi: 'Giáng sinh' };
const NEW_YEAR = { name: 'New Year', nameVi: 'Tết Dương lịch' };
const TET = { name: 'Lunar New Year (Tet)', nameVi: 'Tết Nguyên đán' };

export const HOLIDAY_PERIODS: readonly HolidayPeriod[] = [
  { ...NATIONAL_DAY, startDate: '2025-09-01', endDate: '2025-09-02', rateMultiplier: 1.2 },
  { ...CHRISTMAS, startDate: '2025-12-24', endDate: '2025-12-25', rateMultiplier: 1.2 },
  { ...NEW_YEAR, startDate: '2025-12-31', endDate: '2026-01-01', rateMultiplier: 1.2 },
  { ...TET, startDate: '2026-02-14', endDate: '2026-02-22', rateMultiplier: 1.2 },
  { ...NATIONAL_DAY, startDate: '2026-09-01', endDate: '2026-09-02', rateMultiplier: 1.2 },
  { ...CHRISTMAS, startDate: '2026-12-24', endDate: '2026-12-25', rateMultiplier: 1.2 },
  { ...NEW_YEAR, startDate: '2026-12-31', endDate: '2027-01-01', rateMultiplier: 1.2 },
  { ...TET, startDate: '2027-02-03', endDate: '2027-02-11', rateMultiplier: 1.2 },
];
