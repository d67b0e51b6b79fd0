/**
 * A room card prices "tonight" in the browser from the sheet its page hands it (lib/night-rate.ts),
 * not the rate service: for every room, every night from the build day to a year past the last
 * holiday, in both languages, the sheet gives the rate and holiday the rate service gives.
 */
import { HOTEL_KEYS } from '@/content/site';
import { ROOMS } from '@/content/rooms';
import { addDays, daysBetween } from '@/lib/dates';
import { toHotelDate, toHotelDateTime } from '@/lib/hotel-day';
import { getHolidayPeriods } from '@/lib/rates';
import { sheetQuote } from '@/lib/night-rate';
import { rateSheet, roomQuote } from '@/lib/room-rate';

const BUILD_DAY = '2026-11-27';
const lastHoliday = getHolidayPeriods().reduce((last, p) => (p.endDate > last ? p.endDate : last), BUILD_DAY);
const nights = Array.from({ length: daysBetween(BUILD_DAY, addDays(lastHoliday, 366)) }, (_, i) => addDays(BUILD_DAY, i));
const rooms = HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel]);

describe('a rate sheet prices every night as the rate service does', () => {
  it.each(['en', 'vi'] as const)('%s', (language) => {
    let holidayNights = 0;
    for (const room of rooms) {
      const sheet = rateSheet(room, language, BUILD_DAY);
      for (const night of nights) {
        const service = roomQuote(room, night);
        const name = service.holiday ? (language === 'vi' ? service.holiday.nameVi : service.holiday.name) : undefined;
        const quote = sheetQuote(sheet, night);
        if (quote.rate !== service.rate || quote.holiday !== name)
          throw new Error(`${room.hotel}/${room.slug} ${night}: ${JSON.stringify(quote)} vs ${service.rate} ${name}`);
        if (name) holidayNights += 1;
      }
    }
    expect(holidayNights).toBeGreaterThan(0);
  });

  it('hands the browser only holidays that have not ended by the build day, all cards the same list', () => {
    const [a, b] = rooms;
    const sheet = rateSheet(a!, 'vi', BUILD_DAY);
    expect(sheet.holidays.every((h) => h.endDate >= BUILD_DAY)).toBe(true);
    expect(sheet.holidays.length).toBeLessThan(getHolidayPeriods().length);
    expect(rateSheet(b!, 'vi', BUILD_DAY).holidays).toBe(sheet.holidays);
  });
});

describe("the hotel's calendar read with Intl", () => {
  it.each([
    ['2026-11-26T16:59:59Z', '2026-11-26', '2026-11-26 23:59:59'],
    ['2026-11-26T17:00:00Z', '2026-11-27', '2026-11-27 00:00:00'],
    ['2026-12-31T23:30:00Z', '2027-01-01', '2027-01-01 06:30:00'],
    ['2028-02-28T17:00:00Z', '2028-02-29', '2028-02-29 00:00:00'],
  ])('%s is %s at the hotel', (instant, day, clock) => {
    expect(toHotelDate(new Date(instant))).toBe(day);
    expect(toHotelDateTime(new Date(instant))).toBe(clock);
  });
});
