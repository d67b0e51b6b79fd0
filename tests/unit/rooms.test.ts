import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FACILITY_KEYS, FACILITIES } from '@/content/facilities';
import { ROOM_TYPES } from '@/content/room-types';
import { bookRoomPath, getRoom, ROOMS, roomPath } from '@/content/rooms';
import { ROOM_ROUTES, STATIC_ROUTES } from '@/content/routes';
import { HOTEL_KEYS } from '@/content/site';
import { ROOM_RATES } from '@/content/rates';
import { findRoomRateRecord, getAllRoomRates, getRoomRate, pickAmalfiRate } from '@/lib/rates';
import { roomQuote, startingRate } from '@/lib/room-rate';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';

// docs/REQUIREMENTS.md §3: [size, view, adults, children].
const SPEC = {
  'Standard Room Sea View': ['15m²', 'sea', 2, 1],
  'Superior Room City View': ['20m²', 'city', 2, 1],
  'Superior Room Sea View': ['20m²', 'sea', 2, 1],
  'Deluxe Room Sea View': ['25m²', 'sea', 2, 1],
  'Suite Sea View': ['40m²', 'sea', 2, 1],
  'Family Suite': ['77m²', 'sea', 4, 2],
  'Timeless Room City View': ['20m²', 'city', 2, 1],
  'Timeless Room Sea View': ['20m²', 'sea', 2, 1],
  'Panoramic Room City View': ['24m²', 'city', 2, 1],
  'Panoramic Room Sea View': ['25m²', 'sea', 2, 1],
  'Premium Room City View': ['20m²', 'city', 2, 1],
  'Premium Room Sea View': ['27m²', 'sea', 2, 1],
} as const;

describe('room catalogues', () => {
  it('has the six rooms of each hotel, in the order of the room types, with the spec figures', () => {
    for (const hotel of HOTEL_KEYS) {
      expect(ROOMS[hotel].map((r) => r.title)).toEqual([...ROOM_TYPES[hotel]]);
      for (const room of ROOMS[hotel]) {
        expect([room.title, room.size, room.view, room.adults, room.children]).toEqual([room.title, ...SPEC[room.title as keyof typeof SPEC]]);
      }
    }
  });

  it('slugs are the title in lower case with hyphens, and each room has 4 images (the first is the hero and cover; the slideshow shows the other three) and facilities', () => {
    for (const hotel of HOTEL_KEYS) {
      for (const room of ROOMS[hotel]) {
        expect(room.slug).toBe(room.title.toLowerCase().replace(/ /g, '-'));
        expect(room.images).toEqual([`room-${room.slug}-1`, `room-${room.slug}-2`, `room-${room.slug}-3`, `room-${room.slug}-4`]);
        expect(room.facilities.length).toBeGreaterThanOrEqual(10);
        for (const f of room.facilities) expect(FACILITY_KEYS).toContain(f);
        expect(getRoom(hotel, room.slug)).toBe(room);
      }
    }
    expect(getRoom('sorrento', 'timeless-room-sea-view')).toBeUndefined();
  });

  it('has names and descriptions for every room in both languages', () => {
    for (const hotel of HOTEL_KEYS) {
      for (const room of ROOMS[hotel]) {
        for (const messages of [en, vi]) {
          const entry = (messages.Rooms[hotel] as Record<string, { name: string; summary: string; description: string }>)[room.slug];
          expect(entry?.name).toBeTruthy();
          expect(entry?.summary.length).toBeGreaterThan(40);
          expect(entry?.description.length).toBeGreaterThan(200);
        }
        expect((en.Rooms[hotel] as Record<string, { name: string }>)[room.slug]!.name).toBe(room.title);
      }
    }
  });

  it('has the 12 facilities with names in both languages and icon paths', () => {
    expect(FACILITY_KEYS).toHaveLength(12);
    for (const key of FACILITY_KEYS) {
      expect(FACILITIES[key].icon).toBe(`/icons/facilities/${key}.svg`);
      expect(FACILITIES[key].name.en).toBeTruthy();
      expect(FACILITIES[key].name.vi).toBeTruthy();
    }
  });
});

describe('room routes', () => {
  it('lists both room lists and all 12 rooms for the sitemap', () => {
    const paths = STATIC_ROUTES.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/accommodation/sorrento/', '/accommodation/amalfi/']));
    expect(ROOM_ROUTES).toHaveLength(12);
    expect(paths).toEqual(expect.arrayContaining(ROOM_ROUTES.map((r) => r.path)));
    expect(paths).toContain('/accommodation/sorrento/standard-room-sea-view/');
    expect(paths).toContain('/accommodation/amalfi/premium-room-sea-view/');
  });

  it('BOOK NOW carries the hotel and the room to the inquiry form', () => {
    const room = getRoom('amalfi', 'panoramic-room-sea-view')!;
    expect(roomPath(room)).toBe('/accommodation/amalfi/panoramic-room-sea-view/');
    expect(bookRoomPath(room)).toBe('/contact/?hotel=amalfi&room=panoramic-room-sea-view');
  });
});

describe('room rates on the pages', () => {
  it('quotes the night of the day, with the holiday', () => {
    const premiumSea = getRoom('amalfi', 'premium-room-sea-view')!;
    expect(roomQuote(premiumSea, '2026-06-15')).toEqual({ rate: 2_500_000 });
    expect(roomQuote(premiumSea, '2026-11-15')).toEqual({ rate: 2_890_000 });
    expect(roomQuote(premiumSea, '2026-12-24')).toMatchObject({ rate: 3_468_000, holiday: { name: 'Christmas', nameVi: 'Giáng sinh' } });
    const family = getRoom('sorrento', 'family-suite')!;
    expect(roomQuote(family, '2027-02-05')).toMatchObject({ rate: 3_672_000, holiday: { name: 'Lunar New Year (Tet)' } });
  });

  it('gives every room a rate, and the base / low-season rate as the starting rate', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const hotel of HOTEL_KEYS) for (const room of ROOMS[hotel]) expect(roomQuote(room, '2026-05-01').rate).toBeGreaterThan(0);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
    expect(startingRate(getRoom('sorrento', 'standard-room-sea-view')!)).toBe(850_000);
    expect(startingRate(getRoom('amalfi', 'timeless-room-city-view')!)).toBe(1_250_000);
    const spyMissing = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(startingRate({ hotel: 'amalfi', rateName: 'Nope' })).toBe(0);
    expect(spyMissing).toHaveBeenCalledWith('Room rate "Nope" not found in amalfi rates.');
    spyMissing.mockRestore();
  });

  it('a room naming no rate record gets 0', () => {
    expect(roomQuote({ hotel: 'amalfi', rateName: 'Royal Sky View' }, '2026-05-01')).toEqual({ rate: 0 });
  });

  // Issue 30: which rate record prices each room is data (content/rooms.ts `rateName`), not a string
  // transform of its English title. The spec's own look-up by title (REQUIREMENTS §7 and §9: Sorrento
  // by title, Amalfi through the candidate keys) must find that same record for every room.
  it.each(HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((room) => [hotel, room.slug, room] as const)))(
    '%s %s: the rate record it names is the one the spec finds by its title',
    (hotel, _slug, room) => {
      const named = ROOM_RATES.filter((r) => r.location === hotel && r.roomType === room.rateName);
      expect(named).toHaveLength(1);
      expect(findRoomRateRecord(room.title, hotel)?.roomType).toBe(room.rateName);
      const picked = hotel === 'amalfi' ? pickAmalfiRate(room.title, getAllRoomRates('amalfi', '2026-11-10')) : getRoomRate(room.title, hotel, '2026-11-10');
      expect(roomQuote(room, '2026-11-10').rate).toBe(picked);
    },
  );

  it('every rate record prices exactly one room', () => {
    const named = HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((room) => `${hotel}/${room.rateName}`)).sort();
    expect(named).toEqual(ROOM_RATES.map((r) => `${r.location}/${r.roomType}`).sort());
  });

  it('a room renamed in the catalogue keeps its price: the page, the form and the calendar go by the record it names', () => {
    const renamed = { ...getRoom('amalfi', 'premium-room-sea-view')!, title: 'Signature Room Sea View' };
    expect(roomQuote(renamed, '2026-06-10').rate).toBe(2_500_000);
    expect(startingRate(renamed)).toBe(2_500_000);
  });
});

// Issue 31: the rooms are data (content/data/rooms.json, edited in /admin/). Which rate record prices a
// room is written in each room's record, never inferred: every room states one, and it exists.
describe('rooms as data', () => {
  const data = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data/rooms.json'), 'utf8')) as {
    rooms: Array<{ hotel: string; slug: string; rateName?: string }>;
  };
  const rates = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data/rates.json'), 'utf8')) as {
    rooms: Array<{ location: string; roomType: string }>;
  };

  it.each(data.rooms.map((room) => [room.hotel, room.slug, room] as const))('%s %s states its rate record, and finds it', (hotel, slug, room) => {
    expect(typeof room.rateName).toBe('string');
    expect(rates.rooms.filter((rate) => rate.location === hotel && rate.roomType === room.rateName)).toHaveLength(1);
    expect(roomQuote(getRoom(hotel as 'sorrento' | 'amalfi', slug)!, '2026-05-01').rate).toBeGreaterThan(0);
  });

  it('the site reads the rooms of the file, in its order', () => {
    expect(HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((room) => `${room.hotel}/${room.slug}`))).toEqual(
      data.rooms.map((room) => `${room.hotel}/${room.slug}`),
    );
  });

  it('the facility names of content/data/facilities.json are those of the icons', () => {
    const facilities = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data/facilities.json'), 'utf8')) as { facilities: Array<{ key: string }> };
    expect(facilities.facilities.map((f) => f.key)).toEqual([...FACILITY_KEYS]);
  });
});
