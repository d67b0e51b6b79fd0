import { ROOM_TYPES } from '@/content/room-types';
import { matchRoomSlug, roomSlug } from '@/lib/slug';

describe('room slugs', () => {
  it('lower-cases the title and turns spaces into hyphens', () => {
    expect(roomSlug('Standard Room Sea View')).toBe('standard-room-sea-view');
    expect(roomSlug('Family Suite')).toBe('family-suite');
  });

  it('matches ids case-insensitively after hyphens become spaces', () => {
    expect(matchRoomSlug('Family-SUITE', ROOM_TYPES.sorrento)).toBe('Family Suite');
    expect(matchRoomSlug('premium-room-sea-view', ROOM_TYPES.amalfi)).toBe('Premium Room Sea View');
    expect(matchRoomSlug('premium%20room%20sea%20view', ROOM_TYPES.amalfi)).toBe('Premium Room Sea View');
    expect(matchRoomSlug('penthouse', ROOM_TYPES.amalfi)).toBeUndefined();
    expect(matchRoomSlug('family-suite', ROOM_TYPES.amalfi)).toBeUndefined();
  });
});
