import { getRoom } from '@/content/rooms';
import { compareQuery, comparePath, comparePathFor, DEFAULT_COMPARE, differs, facilityRows, parseCompare, roomFromKey, setColumn } from '@/lib/compare';

const room = (key: string) => roomFromKey(key)!;

describe('the selection in the address', () => {
  test('reads known rooms of either hotel, case-insensitively, once each, at most three', () => {
    expect(parseCompare('?rooms=sorrento/family-suite,amalfi/Premium-Room-Sea-View')).toEqual([
      getRoom('sorrento', 'family-suite'),
      getRoom('amalfi', 'premium-room-sea-view'),
    ]);
    expect(
      parseCompare(
        '?rooms=sorrento/family-suite,sorrento/family-suite,nowhere/x,amalfi/timeless-room-sea-view,amalfi/panoramic-room-sea-view,sorrento/suite-sea-view',
      )!.map((r) => r.slug),
    ).toEqual(['family-suite', 'timeless-room-sea-view', 'panoramic-room-sea-view']);
    expect(parseCompare('?rooms=nowhere/x')).toBeUndefined();
    expect(parseCompare('')).toBeUndefined();
  });

  test('writes a readable, shareable address that reads back the same', () => {
    const rooms = [room('sorrento/family-suite'), room('amalfi/premium-room-sea-view')];
    expect(comparePath(rooms)).toBe('/accommodation/compare/?rooms=sorrento/family-suite,amalfi/premium-room-sea-view');
    expect(parseCompare(compareQuery(rooms))).toEqual(rooms);
    expect(compareQuery([])).toBe('');
  });

  test('the default shows both hotels and a facility difference', () => {
    expect(new Set(DEFAULT_COMPARE.map((r) => r.hotel))).toEqual(new Set(['sorrento', 'amalfi']));
    expect(DEFAULT_COMPARE).toHaveLength(3);
    expect(facilityRows(DEFAULT_COMPARE).some((r) => r.differs)).toBe(true);
  });

  test("a room page's link: that room first, then the other hotel's closest room", () => {
    expect(comparePathFor(room('sorrento/family-suite'))).toBe('/accommodation/compare/?rooms=sorrento/family-suite,amalfi/premium-room-sea-view');
    expect(comparePathFor(room('amalfi/timeless-room-city-view'))).toBe(
      '/accommodation/compare/?rooms=amalfi/timeless-room-city-view,sorrento/superior-room-city-view',
    );
  });
});

describe('changing a column', () => {
  const a = room('sorrento/family-suite');
  const b = room('amalfi/premium-room-sea-view');
  const c = room('amalfi/timeless-room-city-view');
  const d = room('sorrento/suite-sea-view');
  test('replaces, swaps a room already shown, appends, removes, never more than three', () => {
    expect(setColumn([a, b], 1, c)).toEqual([a, c]);
    expect(setColumn([a, b], 0, b)).toEqual([b, a]);
    expect(setColumn([a, b], 2, c)).toEqual([a, b, c]);
    expect(setColumn([a, b], 2, a)).toEqual([a, b]);
    expect(setColumn([a, b, c], 3, d)).toEqual([a, b, c]);
    expect(setColumn([a, b, c], 1, undefined)).toEqual([a, c]);
  });
});

describe('differences', () => {
  test('facility rows: what any room has, who has it, and where they differ', () => {
    const rows = facilityRows([room('sorrento/standard-room-sea-view'), room('sorrento/family-suite')]);
    expect(rows.find((r) => r.key === 'bathrobe')).toEqual({ key: 'bathrobe', has: [false, true], differs: true });
    expect(rows.find((r) => r.key === 'wifi')).toEqual({ key: 'wifi', has: [true, true], differs: false });
    // The bed is not a facility row: the beds row names each room's own (two kings are no "Double bed ✓").
    expect(rows.map((r) => r.key)).not.toContain('double-bed');
    expect(rows).toHaveLength(11);
  });

  test('a fact differs when not every room shares it', () => {
    expect(differs(['sea', 'sea'])).toBe(false);
    expect(differs(['sea', 'city'])).toBe(true);
    expect(differs([20])).toBe(false);
  });
});
