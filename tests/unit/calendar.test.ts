import { bookRoomPath, getRoom } from '@/content/rooms';
import {
  addMonths,
  clampDay,
  clampStartMonth,
  dayRole,
  holidaysInMonth,
  lastNight,
  monthWeeks,
  moveDay,
  nightOf,
  pickDay,
  quoteStay,
  weekdayOf,
  monthLabel,
  weekdayNames,
  longDay,
  thousands,
} from '@/lib/calendar';
import { priceRoom } from '@/lib/inquiry/rooms';
import { readStayDates, withStay } from '@/lib/stay-link';
import { getHolidayPeriods, getRoomRate } from '@/lib/rates';

const premiumSea = getRoom('amalfi', 'premium-room-sea-view')!;
const familySuite = getRoom('sorrento', 'family-suite')!;

describe('month grid', () => {
  test('weeks start on Monday; days outside the month are empty', () => {
    // 1 October 2026 is a Thursday.
    const weeks = monthWeeks({ year: 2026, month: 10 });
    expect(weeks[0]).toEqual([null, null, null, '2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04']);
    expect(weeks.at(-1)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });

  test('February of a leap year, and months roll over the year', () => {
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  test('the pair of months shown stays between today and eleven months ahead', () => {
    expect(clampStartMonth({ year: 2026, month: 8 }, '2026-09-20')).toEqual({ year: 2026, month: 9 });
    expect(clampStartMonth({ year: 2027, month: 9 }, '2026-09-20')).toEqual({ year: 2027, month: 7 });
    expect(lastNight('2026-09-20')).toBe('2027-08-31');
  });
});

describe('nights', () => {
  test("each night's rate is lib/rates' for that night: Amalfi's season change from September to October", () => {
    expect(nightOf(premiumSea, '2026-09-30', '2026-09-20').rate).toBe(2_500_000);
    expect(nightOf(premiumSea, '2026-10-01', '2026-09-20').rate).toBe(2_890_000);
    for (const day of ['2026-09-30', '2026-10-01', '2026-12-24']) {
      expect(nightOf(premiumSea, day, '2026-09-20').rate).toBe(getRoomRate('Premium Room Sea View', 'amalfi', day));
    }
  });

  test('holiday nights carry their period and the 1.2 multiplier; past nights are marked', () => {
    const christmas = nightOf(familySuite, '2026-12-24', '2026-09-20');
    expect(christmas.rate).toBe(Math.round(3_060_000 * 1.2));
    expect(christmas.holiday?.name).toBe('Christmas');
    expect(nightOf(familySuite, '2026-12-26', '2026-09-20').holiday).toBeUndefined();
    expect(nightOf(familySuite, '2026-09-19', '2026-09-20').past).toBe(true);
    expect(nightOf(familySuite, '2026-09-20', '2026-09-20').past).toBe(false);
  });

  test('the holidays of a month, clipped to it', () => {
    const december = holidaysInMonth({ year: 2026, month: 12 }, getHolidayPeriods());
    expect(december.map((h) => [h.name, h.from, h.to])).toEqual([
      ['Christmas', '2026-12-24', '2026-12-25'],
      ['New Year', '2026-12-31', '2026-12-31'],
    ]);
    expect(holidaysInMonth({ year: 2027, month: 1 }, getHolidayPeriods()).map((h) => [h.from, h.to])).toEqual([['2027-01-01', '2027-01-01']]);
  });
});

describe('choosing a stay', () => {
  const today = '2026-09-20';
  test('check-in, then a later check-out; an earlier day or a third click starts again', () => {
    let stay = pickDay({}, '2026-12-23', today);
    expect(stay).toEqual({ checkIn: '2026-12-23' });
    expect(pickDay(stay, '2026-12-20', today)).toEqual({ checkIn: '2026-12-20' });
    expect(pickDay(stay, '2026-12-23', today)).toEqual({ checkIn: '2026-12-23' });
    stay = pickDay(stay, '2026-12-26', today);
    expect(stay).toEqual({ checkIn: '2026-12-23', checkOut: '2026-12-26' });
    expect(pickDay(stay, '2026-12-28', today)).toEqual({ checkIn: '2026-12-28' });
  });

  test('past days and days beyond the last bookable night change nothing', () => {
    expect(pickDay({ checkIn: '2026-10-01' }, '2026-09-19', today)).toEqual({ checkIn: '2026-10-01' });
    expect(pickDay({}, '2027-09-01', today)).toEqual({});
  });

  test('roles of the days', () => {
    const stay = { checkIn: '2026-12-23', checkOut: '2026-12-26' };
    expect(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-26'].map((d) => dayRole(stay, d))).toEqual([undefined, 'checkIn', 'inStay', 'checkOut']);
  });

  test("the total is the inquiry form's (each night at its own rate)", () => {
    const stay = { checkIn: '2026-12-23', checkOut: '2026-12-26' };
    const quote = quoteStay(premiumSea, stay)!;
    expect(quote.nights).toBe(3);
    expect(quote.total).toBe(2_890_000 + 2 * Math.round(2_890_000 * 1.2));
    expect(quote.total).toBe(priceRoom('Premium Room Sea View (Double Bed)', 'amalfi', stay.checkIn, stay.checkOut)!.totalCost);
    expect(quoteStay(premiumSea, { checkIn: '2026-12-23' })).toBeUndefined();
  });
});

describe('keyboard', () => {
  test('arrows move by a day or a week, Home/End to the week ends, Page keys by a month', () => {
    expect(moveDay('2026-10-31', 'ArrowRight')).toBe('2026-11-01');
    expect(moveDay('2026-10-01', 'ArrowLeft')).toBe('2026-09-30');
    expect(moveDay('2026-10-01', 'ArrowUp')).toBe('2026-09-24');
    expect(moveDay('2026-10-29', 'ArrowDown')).toBe('2026-11-05');
    expect(moveDay('2026-10-01', 'Home')).toBe('2026-09-28');
    expect(moveDay('2026-10-01', 'End')).toBe('2026-10-04');
    expect(moveDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(moveDay('2026-03-31', 'Enter')).toBeUndefined();
    expect(clampDay('2026-09-01', '2026-09-20')).toBe('2026-09-20');
    expect(clampDay('2028-01-01', '2026-09-20')).toBe('2027-08-31');
  });
});

describe('the inquiry link', () => {
  test('carries hotel, room and the stay; the form reads the stay back', () => {
    const path = withStay(bookRoomPath(premiumSea), { checkIn: '2026-12-24', checkOut: '2026-12-26' });
    expect(path).toBe('/contact/?hotel=amalfi&room=premium-room-sea-view&checkIn=2026-12-24&checkOut=2026-12-26');
    expect(readStayDates(path.split('?')[1]!, '2026-09-20')).toEqual({ checkIn: '2026-12-24', checkOut: '2026-12-26' });
    expect(withStay(bookRoomPath(premiumSea), { checkIn: '2026-12-24' })).toBe('/contact/?hotel=amalfi&room=premium-room-sea-view');
    expect(withStay('/contact/', { checkIn: '2026-12-24', checkOut: '2026-12-26' })).toBe('/contact/?checkIn=2026-12-24&checkOut=2026-12-26');
  });

  test('no stay from invalid, reversed or past dates', () => {
    expect(readStayDates('checkIn=2026-12-26&checkOut=2026-12-24', '2026-09-20')).toEqual({});
    expect(readStayDates('checkIn=2026-02-30&checkOut=2026-03-02', '2026-01-01')).toEqual({});
    expect(readStayDates('checkIn=2026-09-01&checkOut=2026-09-03', '2026-09-20')).toEqual({});
    expect(readStayDates('hotel=amalfi', '2026-09-20')).toEqual({});
  });
});

describe('words and numbers', () => {
  test('month names, weekday initials from Monday, long days, prices in thousands, per language', () => {
    expect(monthLabel({ year: 2026, month: 10 }, 'en')).toBe('October 2026');
    expect(monthLabel({ year: 2026, month: 10 }, 'vi')).toBe('Tháng 10 năm 2026');
    expect(weekdayNames('en').map((w) => w.short)).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(weekdayNames('en')[0]!.long).toBe('Monday');
    expect(weekdayNames('vi').map((w) => w.short)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(longDay('2026-12-24', 'en')).toBe('Thursday, 24 December 2026');
    expect(longDay('2026-12-24', 'vi')).toMatch(/24 tháng 12.*2026/);
    expect(thousands(1_788_000, 'en')).toBe('1,788');
    expect(thousands(1_788_000, 'vi')).toBe('1.788');
    expect(thousands(850_000, 'en')).toBe('850');
  });
});
