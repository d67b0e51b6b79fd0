/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CMS_EDIT, editedFiles } from '../cms/edit';

/**
 * The second half of the CMS test (the first, tests/e2e/cms.spec.ts, saves this very edit through
 * /admin/ and proves the files on disk are exactly `editedFiles(original)`): built from those files,
 * the site shows the new rate and the new Vietnamese name on the room page, in its JSON-LD, in the
 * rate calendar and in the inquiry form. The modules are loaded afresh over the edited JSON, as the
 * rebuild after a save reads it.
 */
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Record<string, unknown>;

function siteBuiltFromEdit() {
  const edited = editedFiles(read('content/data/rates.json'), read('messages/vi.json'));
  let modules!: {
    room: import('@/content/rooms').Room;
    roomPrice: typeof import('@/lib/room-price').roomPrice;
    roomNode: typeof import('@/lib/structured-data/hotels').roomNode;
    roomQuote: typeof import('@/lib/room-rate').roomQuote;
    priceRoom: typeof import('@/lib/inquiry/rooms').priceRoom;
    messagesFor: typeof import('@/lib/i18n/messages').messagesFor;
  };
  jest.isolateModules(() => {
    jest.doMock('@/content/data/rates.json', () => edited.rates);
    jest.doMock('@/messages/vi.json', () => edited.vi);
    const { roomsOf } = jest.requireActual<typeof import('@/content/rooms')>('@/content/rooms');
    modules = {
      room: roomsOf(CMS_EDIT.hotel).find((r) => r.slug === CMS_EDIT.slug)!,
      roomPrice: jest.requireActual<typeof import('@/lib/room-price')>('@/lib/room-price').roomPrice,
      roomNode: jest.requireActual<typeof import('@/lib/structured-data/hotels')>('@/lib/structured-data/hotels').roomNode,
      roomQuote: jest.requireActual<typeof import('@/lib/room-rate')>('@/lib/room-rate').roomQuote,
      priceRoom: jest.requireActual<typeof import('@/lib/inquiry/rooms')>('@/lib/inquiry/rooms').priceRoom,
      messagesFor: jest.requireActual<typeof import('@/lib/i18n/messages')>('@/lib/i18n/messages').messagesFor,
    };
  });
  return modules;
}

describe('the edit saved in /admin/, on the rebuilt site', () => {
  const site = siteBuiltFromEdit();

  it('is a real change (the files before the edit say otherwise)', () => {
    expect(CMS_EDIT.baseRate).not.toBe(CMS_EDIT.before);
    expect((read('messages/vi.json') as { Rooms: Record<string, Record<string, { name: string }>> }).Rooms[CMS_EDIT.hotel]![CMS_EDIT.slug]!.name).toBe(
      CMS_EDIT.viNameBefore,
    );
  });

  it("the room page: its price and its Vietnamese name (the page's text catalogue)", () => {
    expect(site.roomPrice(site.room).from).toBe(CMS_EDIT.baseRate);
    const rooms = site.messagesFor('vi').Rooms as Record<string, Record<string, { name: string }>>;
    expect(rooms[CMS_EDIT.hotel]![CMS_EDIT.slug]!.name).toBe(CMS_EDIT.viName);
  });

  it("the room page's JSON-LD: the Vietnamese name and the offer's price", () => {
    const node = site.roomNode(site.room, 'vi', true) as unknown as { name: string; offers: { price: number; name: string } };
    expect(node.name).toBe(CMS_EDIT.viName);
    expect(node.offers.price).toBe(CMS_EDIT.baseRate);
    expect(node.offers.name).toContain(CMS_EDIT.viName);
  });

  it('the rate calendar: a regular night and a holiday night', () => {
    expect(site.roomQuote(site.room, '2026-03-10').rate).toBe(CMS_EDIT.baseRate);
    expect(site.roomQuote(site.room, '2026-09-01').rate).toBe(Math.round(CMS_EDIT.baseRate * 1.2));
  });

  it("the inquiry form: the room's rate and a two-night estimate", () => {
    expect(site.priceRoom(`${CMS_EDIT.roomType} (Double Bed)`, CMS_EDIT.hotel, '2026-03-10', '2026-03-12')).toEqual({
      rate: CMS_EDIT.baseRate,
      totalCost: 2 * CMS_EDIT.baseRate,
    });
  });
});
