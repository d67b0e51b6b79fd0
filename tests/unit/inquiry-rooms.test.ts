import { roomOptions, roomTypeOf } from '@/lib/inquiry/room-options';
import { addRoom, priceRoom, removeRoom, repriceRooms, roomsTotal, stayNights } from '@/lib/inquiry/rooms';
import { readPreselection } from '@/lib/inquiry/preselect';

describe('form room options (REQUIREMENTS §9)', () => {
  test('Sorrento: Standard and Suite double only, Family Suite two kings, the rest twin and double', () => {
    expect(roomOptions('sorrento').map((o) => o.value)).toEqual([
      'Standard Room Sea View (Double Bed)',
      'Superior Room City View (Double Bed)',
      'Superior Room City View (Twin Beds)',
      'Superior Room Sea View (Double Bed)',
      'Superior Room Sea View (Twin Beds)',
      'Deluxe Room Sea View (Double Bed)',
      'Deluxe Room Sea View (Twin Beds)',
      'Suite Sea View (Double Bed)',
      'Family Suite (2 King Beds)',
    ]);
  });

  test('Amalfi: every type gets both', () => {
    const values = roomOptions('amalfi').map((o) => o.value);
    expect(values).toHaveLength(12);
    for (const title of [
      'Timeless Room City View',
      'Timeless Room Sea View',
      'Panoramic Room City View',
      'Panoramic Room Sea View',
      'Premium Room City View',
      'Premium Room Sea View',
    ]) {
      expect(values).toContain(`${title} (Double Bed)`);
      expect(values).toContain(`${title} (Twin Beds)`);
    }
  });

  test('the rate look-up uses the name before the bed suffix', () => {
    expect(roomTypeOf('Family Suite (2 King Beds)')).toBe('Family Suite');
    expect(roomTypeOf('Premium Room Sea View (Twin Beds)')).toBe('Premium Room Sea View');
  });
});

describe('nights', () => {
  test('ceiling of the day difference, floored at 0, 0 until both dates are set', () => {
    expect(stayNights('2026-03-10', '2026-03-13')).toBe(3);
    expect(stayNights('2026-03-13', '2026-03-10')).toBe(0);
    expect(stayNights('2026-03-10', '2026-03-10')).toBe(0);
    expect(stayNights('2026-03-10', '')).toBe(0);
    expect(stayNights('', '')).toBe(0);
    expect(stayNights('2026-12-31', '2027-01-02')).toBe(2);
  });
});

describe('adding rooms (REQUIREMENTS §5)', () => {
  test('with dates: the check-in night rate and the sum of every night', () => {
    const rooms = addRoom([], 1, 'Standard Room Sea View (Double Bed)', 'sorrento', '2026-03-10', '2026-03-13');
    expect(rooms).toEqual([{ id: 1, name: 'Standard Room Sea View (Double Bed)', rate: 850000, totalCost: 2550000 }]);
  });

  test('a stay across a holiday sums each night at its own rate (DECISIONS #5)', () => {
    // 31 Aug low season, 1 and 2 Sep National Day at 1.2x.
    const [room] = addRoom([], 1, 'Standard Room Sea View (Double Bed)', 'sorrento', '2026-08-31', '2026-09-03');
    expect(room).toMatchObject({ rate: 850000, totalCost: 850000 + 1020000 + 1020000 });
  });

  test('Amalfi display titles are priced by season', () => {
    const [low] = addRoom([], 1, 'Timeless Room City View (Twin Beds)', 'amalfi', '2026-03-10', '2026-03-12');
    expect(low).toMatchObject({ rate: 1250000, totalCost: 2500000 });
    const [high] = addRoom([], 1, 'Premium Room Sea View (Double Bed)', 'amalfi', '2026-11-10', '2026-11-11');
    expect(high).toMatchObject({ rate: 2890000, totalCost: 2890000 });
  });

  test('with no dates yet: one night at the rate of today', () => {
    const [room] = addRoom([], 1, 'Family Suite (2 King Beds)', 'sorrento', '', '');
    expect(room).toMatchObject({ id: 1, rate: 3060000, totalCost: 3060000 });
  });

  test('dates that make 0 nights add nothing', () => {
    expect(addRoom([], 1, 'Family Suite (2 King Beds)', 'sorrento', '2026-03-13', '2026-03-10')).toEqual([]);
    expect(addRoom([], 1, 'Family Suite (2 King Beds)', 'sorrento', '2026-03-10', '2026-03-10')).toEqual([]);
  });

  test('no rate, nothing added (and the rate service logs the unknown type)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(addRoom([], 1, 'Presidential Suite (Double Bed)', 'sorrento', '', '')).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Room type "Presidential Suite" not found in sorrento rates'));
    expect(addRoom([], 1, '', 'sorrento', '', '')).toEqual([]);
    error.mockRestore();
  });

  test('ids count from 1, rooms can be removed, totals add up', () => {
    let rooms = addRoom([], 1, 'Standard Room Sea View (Double Bed)', 'sorrento', '2026-03-10', '2026-03-12');
    rooms = addRoom(rooms, 2, 'Suite Sea View (Double Bed)', 'sorrento', '2026-03-10', '2026-03-12');
    rooms = addRoom(rooms, 3, 'Standard Room Sea View (Double Bed)', 'sorrento', '2026-03-10', '2026-03-12');
    expect(rooms.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(roomsTotal(rooms)).toBe(2 * 850000 + 2 * 2000000 + 2 * 850000);
    expect(removeRoom(rooms, 2).map((r) => r.id)).toEqual([1, 3]);
  });

  test('changing the dates prices every room again', () => {
    const rooms = addRoom([], 1, 'Deluxe Room Sea View (Twin Beds)', 'sorrento', '', '');
    expect(rooms[0]).toMatchObject({ totalCost: 1500000 });
    expect(repriceRooms(rooms, 'sorrento', '2026-03-10', '2026-03-14')[0]).toMatchObject({ rate: 1500000, totalCost: 6000000 });
    // An impossible stay: nothing to estimate, the per-night rate stays.
    expect(repriceRooms(rooms, 'sorrento', '2026-03-14', '2026-03-10')[0]).toMatchObject({ rate: 1500000, totalCost: 0 });
    expect(priceRoom('Deluxe Room Sea View (Twin Beds)', 'sorrento', '2026-03-10', undefined)).toEqual({ rate: 1500000, totalCost: 1500000 });
  });
});

describe('BOOK NOW preselection', () => {
  test('hotel and room slug from the query', () => {
    expect(readPreselection('?hotel=amalfi&room=premium-room-sea-view')).toEqual({ hotel: 'amalfi', roomType: 'Premium Room Sea View (Double Bed)' });
    expect(readPreselection('?hotel=sorrento&room=family-suite')).toEqual({ hotel: 'sorrento', roomType: 'Family Suite (2 King Beds)' });
    expect(readPreselection('?room=timeless-room-city-view')).toEqual({ hotel: 'amalfi', roomType: 'Timeless Room City View (Double Bed)' });
    expect(readPreselection('?hotel=AMALFI')).toEqual({ hotel: 'amalfi' });
    expect(readPreselection('?hotel=rome&room=nothing')).toEqual({ hotel: undefined });
    expect(readPreselection('')).toEqual({ hotel: undefined });
  });
});
