import { weeklyOccurrences } from '@/lib/weekly-dates';

const DJ = { days: ['Tuesday', 'Friday', 'Saturday', 'Sunday'] as const, starts: '20:30', ends: '23:00', weeks: 4, offset: '+07:00' };

describe('weeklyOccurrences', () => {
  it('dates every night of the coming weeks in local time with the offset', () => {
    // Wednesday 25 November 2026, 12:00 in Vietnam.
    const nights = weeklyOccurrences({ ...DJ, now: new Date('2026-11-25T05:00:00Z') });
    expect(nights).toHaveLength(16);
    expect(nights.slice(0, 4)).toEqual([
      { startDate: '2026-11-27T20:30:00+07:00', endDate: '2026-11-27T23:00:00+07:00' },
      { startDate: '2026-11-28T20:30:00+07:00', endDate: '2026-11-28T23:00:00+07:00' },
      { startDate: '2026-11-29T20:30:00+07:00', endDate: '2026-11-29T23:00:00+07:00' },
      { startDate: '2026-12-01T20:30:00+07:00', endDate: '2026-12-01T23:00:00+07:00' },
    ]);
    expect(nights.at(-1)!.startDate).toBe('2026-12-22T20:30:00+07:00');
  });

  it('counts the day in Vietnam, not in UTC, and leaves out a night that has begun', () => {
    // 18:00 UTC on Monday is 01:00 on Tuesday in Vietnam: Tuesday's night is still to come.
    expect(weeklyOccurrences({ ...DJ, weeks: 1, now: new Date('2026-11-23T18:00:00Z') })[0]!.startDate).toBe('2026-11-24T20:30:00+07:00');
    // Tuesday 20:31 in Vietnam: the next one is Friday.
    expect(weeklyOccurrences({ ...DJ, weeks: 1, now: new Date('2026-11-24T13:31:00Z') })[0]!.startDate).toBe('2026-11-27T20:30:00+07:00');
  });

  it('ends past midnight on the next day', () => {
    expect(weeklyOccurrences({ ...DJ, ends: '01:00', weeks: 1, now: new Date('2026-11-25T05:00:00Z') })[0]).toEqual({
      startDate: '2026-11-27T20:30:00+07:00',
      endDate: '2026-11-28T01:00:00+07:00',
    });
  });

  it('refuses nonsense', () => {
    expect(() => weeklyOccurrences({ ...DJ, starts: '24:00', now: new Date() })).toThrow();
    expect(() => weeklyOccurrences({ ...DJ, offset: 'UTC+7', now: new Date() })).toThrow();
  });
});
