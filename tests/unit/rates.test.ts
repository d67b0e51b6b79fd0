import {
  amalfiCandidateKeys,
  formatRate,
  getAllRoomRates,
  getHoliday,
  getHolidayName,
  getHolidayPeriods,
  getLocalizedHolidayName,
  getRoomRate,
  hotelToday,
  nightsBetween,
  pickAmalfiRate,
  stayCost,
} from '@/lib/rates';
import { addDays, daysBetween, parseIsoDate, toIsoDate } from '@/lib/dates';
import { ROOM_RATES } from '@/content/rates';
import { ROOM_TYPES } from '@/content/room-types';

// Nightly rates (VND) pinned from docs/REQUIREMENTS.md §9: [low season, high season, low x1.2, high x1.2].
const AMALFI: Record<string, [number, number, number, number]> = {
  'Timeless Room City View': [1_250_000, 1_490_000, 1_500_000, 1_788_000],
  'Panoramic Room City View': [1_350_000, 1_590_000, 1_620_000, 1_908_000],
  'Premium Room City View': [1_500_000, 1_690_000, 1_800_000, 2_028_000],
  'Timeless Room Sea View': [1_700_000, 2_090_000, 2_040_000, 2_508_000],
  'Panoramic Room Sea View': [1_900_000, 2_290_000, 2_280_000, 2_748_000],
  'Premium Room Sea View': [2_500_000, 2_890_000, 3_000_000, 3_468_000],
};
// [base, base x1.2]
const SORRENTO: Record<string, [number, number]> = {
  'Standard Room Sea View': [850_000, 1_020_000],
  'Superior Room City View': [900_000, 1_080_000],
  'Superior Room Sea View': [1_080_000, 1_296_000],
  'Deluxe Room Sea View': [1_500_000, 1_800_000],
  'Suite Sea View': [2_000_000, 2_400_000],
  'Family Suite': [3_060_000, 3_672_000],
};

type Kind = 'low' | 'high' | 'lowHoliday' | 'highHoliday';
const COLUMN: Record<Kind, 0 | 1 | 2 | 3> = { low: 0, high: 1, lowHoliday: 2, highHoliday: 3 };

// Dates on both sides of every season and holiday boundary, with the holiday (if any) they fall in.
const DAYS: Array<[string, Kind, string | undefined]> = [
  ['2025-08-31', 'low', undefined],
  ['2025-09-01', 'lowHoliday', 'National Day'],
  ['2025-09-02', 'lowHoliday', 'National Day'],
  ['2025-09-03', 'low', undefined],
  ['2025-09-30', 'low', undefined],
  ['2025-10-01', 'high', undefined],
  ['2025-12-23', 'high', undefined],
  ['2025-12-24', 'highHoliday', 'Christmas'],
  ['2025-12-25', 'highHoliday', 'Christmas'],
  ['2025-12-26', 'high', undefined],
  ['2025-12-30', 'high', undefined],
  ['2025-12-31', 'highHoliday', 'New Year'],
  ['2026-01-01', 'highHoliday', 'New Year'],
  ['2026-01-02', 'high', undefined],
  ['2026-02-13', 'high', undefined],
  ['2026-02-14', 'highHoliday', 'Lunar New Year (Tet)'],
  ['2026-02-22', 'highHoliday', 'Lunar New Year (Tet)'],
  ['2026-02-23', 'high', undefined],
  ['2026-02-28', 'high', undefined],
  ['2026-03-01', 'low', undefined],
  ['2026-08-31', 'low', undefined],
  ['2026-09-01', 'lowHoliday', 'National Day'],
  ['2026-09-02', 'lowHoliday', 'National Day'],
  ['2026-09-03', 'low', undefined],
  ['2026-09-30', 'low', undefined],
  ['2026-10-01', 'high', undefined],
  ['2026-11-30', 'high', undefined],
  ['2026-12-23', 'high', undefined],
  ['2026-12-24', 'highHoliday', 'Christmas'],
  ['2026-12-25', 'highHoliday', 'Christmas'],
  ['2026-12-26', 'high', undefined],
  ['2026-12-30', 'high', undefined],
  ['2026-12-31', 'highHoliday', 'New Year'],
  ['2027-01-01', 'highHoliday', 'New Year'],
  ['2027-01-02', 'high', undefined],
  ['2027-02-02', 'high', undefined],
  ['2027-02-03', 'highHoliday', 'Lunar New Year (Tet)'],
  ['2027-02-11', 'highHoliday', 'Lunar New Year (Tet)'],
  ['2027-02-12', 'high', undefined],
  ['2027-03-01', 'low', undefined],
];

/** updateRoomRate changes the module's own table: a test that calls it loads its own copy of lib/rates. */
const freshRates = () => {
  let rates!: typeof import('@/lib/rates');
  jest.isolateModules(() => {
    rates = jest.requireActual<typeof import('@/lib/rates')>('@/lib/rates');
  });
  return rates;
};

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('getRoomRate', () => {
  describe.each(DAYS)('night of %s (%s)', (day, kind, holiday) => {
    it.each(Object.entries(AMALFI))('Amalfi %s', (title, rates) => {
      expect(getRoomRate(title, 'amalfi', day)).toBe(rates[COLUMN[kind]]);
    });
    it.each(Object.entries(SORRENTO))('Sorrento %s (single base rate, holidays x1.2)', (title, [base, holidayRate]) => {
      expect(getRoomRate(title, 'sorrento', day)).toBe(holiday ? holidayRate : base);
    });
    it('knows the holiday', () => {
      expect(getHolidayName(day)).toBe(holiday);
    });
  });

  it('accepts Amalfi titles, rate names, with or without "Room", any case, and a bed suffix', () => {
    const day = '2026-03-10';
    for (const name of [
      'Timeless Room City View',
      'Timeless City View',
      'Standard City View',
      'Standard Room City View',
      'timeless room city view',
      '  Timeless   Room City View ',
      'Timeless Room City View (Twin Beds)',
    ]) {
      expect(getRoomRate(name, 'amalfi', day)).toBe(1_250_000);
    }
    expect(getRoomRate('Panoramic Sea View', 'amalfi', day)).toBe(1_900_000);
    expect(getRoomRate('Superior Room Sea View', 'amalfi', day)).toBe(1_900_000);
    expect(getRoomRate('Deluxe Sea View', 'amalfi', day)).toBe(2_500_000);
    expect(getRoomRate('Premium Room Sea View (Double Bed)', 'amalfi', day)).toBe(2_500_000);
  });

  it('accepts Sorrento titles with or without "Room" and the form bed suffix', () => {
    expect(getRoomRate('Superior Sea View', 'sorrento', '2026-03-10')).toBe(1_080_000);
    expect(getRoomRate('Family Suite (2 King Beds)', 'sorrento', '2026-03-10')).toBe(3_060_000);
    expect(getRoomRate('Standard Room Sea View (Double Bed)', 'sorrento', '2026-03-10')).toBe(850_000);
  });

  it('covers every room title of both hotels', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const title of ROOM_TYPES.sorrento) expect(getRoomRate(title, 'sorrento', '2026-05-05')).toBe(SORRENTO[title]![0]);
    for (const title of ROOM_TYPES.amalfi) expect(getRoomRate(title, 'amalfi', '2026-05-05')).toBe(AMALFI[title]![0]);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a missing type and gives 0', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(getRoomRate('Presidential Suite', 'amalfi', '2026-05-05')).toBe(0);
    expect(error).toHaveBeenCalledWith('Room type "Presidential Suite" not found in amalfi rates.');
    expect(getRoomRate('Timeless Room City View', 'sorrento', '2026-05-05')).toBe(0);
    expect(error).toHaveBeenLastCalledWith('Room type "Timeless Room City View" not found in sorrento rates.');
    expect(getRoomRate('', 'sorrento')).toBe(0);
  });

  it('reads a Date on the hotel calendar (Asia/Ho_Chi_Minh, UTC+7)', () => {
    // 30 Sep 23:59:59 in Vietnam is still low season; one second later it is 1 Oct, high season.
    expect(getRoomRate('Timeless Room City View', 'amalfi', new Date('2026-09-30T16:59:59Z'))).toBe(1_250_000);
    expect(getRoomRate('Timeless Room City View', 'amalfi', new Date('2026-09-30T17:00:00Z'))).toBe(1_490_000);
    // 23 Dec 18:00 UTC is already 24 Dec (Christmas) at the hotel.
    expect(getHolidayName(new Date('2026-12-23T18:00:00Z'))).toBe('Christmas');
  });

  it('defaults to today on the hotel calendar', () => {
    jest.useFakeTimers({ now: new Date('2026-12-23T17:30:00Z') }); // 24 Dec 00:30 at the hotel
    expect(hotelToday()).toBe('2026-12-24');
    expect(getRoomRate('Suite Sea View', 'sorrento')).toBe(2_400_000);
    expect(getHolidayName()).toBe('Christmas');
    jest.setSystemTime(new Date('2026-12-25T17:00:00Z')); // 26 Dec 00:00 at the hotel
    expect(getRoomRate('Suite Sea View', 'sorrento')).toBe(2_000_000);
    expect(getHolidayName()).toBeUndefined();
  });

  it('rounds the holiday rate to the dong', () => {
    const { updateRoomRate, getRoomRate } = freshRates();
    expect(updateRoomRate({ roomType: 'Family Suite', baseRate: 1_000_003, currency: 'VND', location: 'sorrento' })).toBe(true);
    expect(getRoomRate('Family Suite', 'sorrento', '2026-09-01')).toBe(1_200_004);
    expect(updateRoomRate({ roomType: 'Family Suite', baseRate: 1_234_567, currency: 'VND', location: 'sorrento' })).toBe(true);
    expect(getRoomRate('Family Suite', 'sorrento', '2026-09-01')).toBe(1_481_480);
  });
});

describe('getAllRoomRates and the Amalfi detail look-up', () => {
  it('lists every Amalfi rate record for the day', () => {
    expect(getAllRoomRates('amalfi', '2026-10-01')).toEqual([
      { roomType: 'Standard City View', rate: 1_490_000 },
      { roomType: 'Superior City View', rate: 1_590_000 },
      { roomType: 'Deluxe City View', rate: 1_690_000 },
      { roomType: 'Standard Sea View', rate: 2_090_000 },
      { roomType: 'Superior Sea View', rate: 2_290_000 },
      { roomType: 'Deluxe Sea View', rate: 2_890_000 },
    ]);
  });

  it('lists every Sorrento rate, holiday included', () => {
    expect(getAllRoomRates('sorrento', '2026-09-02')).toEqual(Object.entries(SORRENTO).map(([roomType, [, rate]]) => ({ roomType, rate })));
  });

  it('picks by candidate key, 0 if none matches', () => {
    const rates = getAllRoomRates('amalfi', '2026-12-24');
    for (const [title, r] of Object.entries(AMALFI)) expect(pickAmalfiRate(title, rates)).toBe(r[3]);
    expect(pickAmalfiRate('Royal Room Sky View', rates)).toBe(0);
  });

  it('builds candidate keys with and without "Room"', () => {
    expect(amalfiCandidateKeys('Timeless Room City View')).toEqual([
      'Timeless Room City View',
      'Timeless City View',
      'Standard Room City View',
      'Standard City View',
    ]);
    expect(amalfiCandidateKeys('Premium Sea View')).toEqual(['Premium Sea View', 'Premium Room Sea View', 'Deluxe Room Sea View', 'Deluxe Sea View']);
    expect(amalfiCandidateKeys('Panoramic Room Sea View (Twin Beds)')).toContain('Superior Sea View');
    expect(amalfiCandidateKeys('Standard City View')).toEqual(['Standard City View', 'Standard Room City View']);
  });
});

describe('Amalfi rate records', () => {
  it('hold sizes, room counts and room numbers in the 300s and 400s', () => {
    const records = ROOM_RATES.filter((r) => r.location === 'amalfi');
    expect(records.map((r) => [r.roomType, r.roomCount, r.size])).toEqual([
      ['Standard City View', 6, '20m²'],
      ['Superior City View', 2, '24m²'],
      ['Deluxe City View', 4, '20m²'],
      ['Standard Sea View', 10, '20m²'],
      ['Superior Sea View', 4, '25m²'],
      ['Deluxe Sea View', 2, '27m²'],
    ]);
    const numbers = records.flatMap((r) => r.roomNumbers ?? []);
    expect(numbers).toHaveLength(28);
    expect(new Set(numbers).size).toBe(28);
    for (const n of numbers) expect(n >= 300 && n < 500).toBe(true);
    for (const r of records) {
      expect(r.roomNumbers).toHaveLength(r.roomCount!);
      expect(r.baseRate).toBe(r.seasonalRates!.lowSeason);
      expect(r.features!.length).toBeGreaterThan(0);
    }
  });
});

describe('updateRoomRate', () => {
  it('replaces a record by type and location', () => {
    const { updateRoomRate, getRoomRate } = freshRates();
    const record = ROOM_RATES.find((r) => r.location === 'amalfi')!;
    expect(updateRoomRate({ ...record, seasonalRates: { lowSeason: 1_000_000, highSeason: 1_100_000 } })).toBe(true);
    expect(getRoomRate('Timeless Room City View', 'amalfi', '2026-06-01')).toBe(1_000_000);
    expect(getRoomRate('Timeless Room City View', 'amalfi', '2026-11-01')).toBe(1_100_000);
    // content/ is never changed: a fresh copy has the original rate.
    expect(freshRates().getRoomRate('Timeless Room City View', 'amalfi', '2026-06-01')).toBe(1_250_000);
  });

  it('returns false and changes nothing when no record matches', () => {
    const { updateRoomRate, getRoomRate } = freshRates();
    expect(updateRoomRate({ roomType: 'Penthouse', baseRate: 9, currency: 'VND', location: 'sorrento' })).toBe(false);
    // Right type, wrong hotel.
    expect(updateRoomRate({ roomType: 'Family Suite', baseRate: 9, currency: 'VND', location: 'amalfi' })).toBe(false);
    expect(getRoomRate('Family Suite', 'sorrento', '2026-06-01')).toBe(3_060_000);
  });
});

describe('holidays', () => {
  it('has the spec periods and the 2026-28 ones, all at 1.2x, in date order', () => {
    const periods = getHolidayPeriods();
    expect(periods.map((p) => [p.startDate, p.endDate])).toEqual([
      ['2025-09-01', '2025-09-02'],
      ['2025-12-24', '2025-12-25'],
      ['2025-12-31', '2026-01-01'],
      ['2026-02-14', '2026-02-22'],
      ['2026-09-01', '2026-09-02'],
      ['2026-12-24', '2026-12-25'],
      ['2026-12-31', '2027-01-01'],
      ['2027-02-03', '2027-02-11'],
      ['2027-09-01', '2027-09-02'],
      ['2027-12-24', '2027-12-25'],
      ['2027-12-31', '2028-01-01'],
      ['2028-01-23', '2028-01-31'],
    ]);
    for (const p of periods) {
      expect(p.rateMultiplier).toBe(1.2);
      expect(p.name).not.toBe('');
      expect(p.nameVi).not.toBe('');
    }
  });

  it('gives the name in English by default and in Vietnamese on request', () => {
    expect(getHolidayName('2027-02-05')).toBe('Lunar New Year (Tet)');
    expect(getLocalizedHolidayName('2027-02-05', 'vi')).toBe('Tết Nguyên đán');
    expect(getLocalizedHolidayName('2026-09-02', 'vi')).toBe('Quốc khánh');
    expect(getLocalizedHolidayName('2026-12-25', 'vi')).toBe('Giáng sinh');
    expect(getLocalizedHolidayName('2027-01-01', 'vi')).toBe('Tết Dương lịch');
    expect(getLocalizedHolidayName('2027-01-01', 'en')).toBe('New Year');
    expect(getLocalizedHolidayName('2027-01-02', 'vi')).toBeUndefined();
    expect(getHoliday('2026-12-31')).toMatchObject({ name: 'New Year', rateMultiplier: 1.2 });
  });

  it('returns copies', () => {
    getHolidayPeriods()[0]!.rateMultiplier = 5;
    expect(getHolidayPeriods()[0]!.rateMultiplier).toBe(1.2);
  });
});

describe('formatRate', () => {
  it('formats VND with thousands separators and no decimals', () => {
    expect(formatRate(1_500_000)).toBe('1,500,000 ₫');
    expect(formatRate(1_500_000, 'VND')).toBe('1,500,000 ₫');
    expect(formatRate(850_000, 'VND', 'en')).toBe('850,000 ₫');
    expect(formatRate(1_788_000.4)).toBe('1,788,000 ₫');
    expect(formatRate(0)).toBe('0 ₫');
    expect(formatRate(999)).toBe('999 ₫');
  });

  it('formats VND the Vietnamese way', () => {
    expect(formatRate(1_500_000, 'VND', 'vi')).toBe('1.500.000 ₫');
    expect(formatRate(3_468_000, 'VND', 'vi')).toBe('3.468.000 ₫');
  });

  it('converts to USD at 24,000 VND with two decimals', () => {
    expect(formatRate(1_500_000, 'USD')).toBe('$62.50');
    expect(formatRate(850_000, 'USD')).toBe('$35.42');
    expect(formatRate(24_000_000, 'USD')).toBe('$1,000.00');
    expect(formatRate(1_500_000, 'USD', 'vi')).toBe('62,50 US$');
  });

  it('shows nothing for a missing rate', () => {
    expect(formatRate(null)).toBe('');
    expect(formatRate(undefined)).toBe('');
    expect(formatRate(Number.NaN)).toBe('');
  });
});

describe('nights and stay cost', () => {
  it('counts nights, floored at 0', () => {
    expect(nightsBetween('2026-12-23', '2026-12-27')).toBe(4);
    expect(nightsBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(nightsBetween('2026-03-29', '2026-03-30')).toBe(1);
    expect(nightsBetween('2026-05-05', '2026-05-05')).toBe(0);
    expect(nightsBetween('2026-05-06', '2026-05-05')).toBe(0);
    expect(nightsBetween('', '2026-05-05')).toBe(0);
    expect(nightsBetween('2026-02-30', '2026-03-02')).toBe(0);
  });

  it("sums each night's own rate (season and holiday)", () => {
    // 30 Sep (low), then 1 and 2 Oct (high).
    expect(stayCost('Timeless Room City View', 'amalfi', '2026-09-30', '2026-10-03')).toEqual({
      nights: 3,
      nightly: [1_250_000, 1_490_000, 1_490_000],
      total: 4_230_000,
    });
    // 23 Dec, 24 + 25 Dec (Christmas); check-out on the 26th is not a night.
    expect(stayCost('Suite Sea View', 'sorrento', '2026-12-23', '2026-12-26')).toEqual({
      nights: 3,
      nightly: [2_000_000, 2_400_000, 2_400_000],
      total: 6_800_000,
    });
    // New Year across the year end.
    expect(stayCost('Premium Room Sea View (Double Bed)', 'amalfi', '2026-12-30', '2027-01-03')).toEqual({
      nights: 4,
      nightly: [2_890_000, 3_468_000, 3_468_000, 2_890_000],
      total: 12_716_000,
    });
  });

  it('is empty without nights, and zero (logged once) for an unknown room', () => {
    expect(stayCost('Family Suite', 'sorrento', '2026-05-05', '2026-05-05')).toEqual({ nights: 0, nightly: [], total: 0 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(stayCost('Nope', 'sorrento', '2026-05-05', '2026-05-07')).toEqual({ nights: 2, nightly: [0, 0], total: 0 });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Room type "Nope" not found in sorrento rates.');
  });
});

describe('hotel calendar', () => {
  it('gives today in Asia/Ho_Chi_Minh whatever the runtime zone', () => {
    expect(hotelToday(new Date('2026-09-30T16:59:59Z'))).toBe('2026-09-30');
    expect(hotelToday(new Date('2026-09-30T17:00:00Z'))).toBe('2026-10-01');
  });

  it('parses calendar days and rejects impossible ones', () => {
    expect(parseIsoDate('2026-02-28')).toBe('2026-02-28');
    expect(parseIsoDate('2026-02-29')).toBeUndefined();
    expect(parseIsoDate('2026-13-01')).toBeUndefined();
    expect(parseIsoDate('hello')).toBeUndefined();
    expect(toIsoDate('2026-07-04')).toBe('2026-07-04');
    expect(toIsoDate('', new Date('2026-07-04T00:00:00Z'))).toBe('2026-07-04');
  });

  it('adds and counts days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-03')).toBe(4);
  });
});
