/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContent } from '@/content/schema.mjs';
import { site as siteConfig } from '@/content/site';
import { assembleMessages, readTexts } from '@/content/texts.mjs';
import { addedFiles, CMS_EDIT, editedFiles, NEW_HOLIDAYS, NEW_OFFER } from '../cms/edit';

/**
 * The second half of the CMS test (the first, tests/e2e/cms.spec.ts, saves this very edit through
 * /admin/ and proves the files on disk are exactly `editedFiles(original)`): built from those files,
 * the site shows the new rate and the new Vietnamese name on the room page, in its JSON-LD, in the
 * rate calendar and in the inquiry form. The modules are loaded afresh over the edited JSON, as the
 * rebuild after a save reads it.
 */
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Record<string, unknown>;

/** A copy of the content the build checks, with the added offers and holidays written in. */
function withFiles(added: { offers: Record<string, unknown>; holidays: Record<string, unknown> }) {
  const root = mkdtempSync(path.join(tmpdir(), 'cms-added-'));
  for (const dir of ['content/data', 'content/menus', 'content/texts', 'public/icons/facilities'])
    cpSync(path.join(process.cwd(), dir), path.join(root, dir), { recursive: true });
  cpSync(path.join(process.cwd(), 'content/images.json'), path.join(root, 'content/images.json'));
  writeFileSync(path.join(root, 'content/data/offers.json'), JSON.stringify(added.offers));
  writeFileSync(path.join(root, 'content/data/holidays.json'), JSON.stringify(added.holidays));
  return root;
}

function siteBuiltFromEdit() {
  const edited = editedFiles(read('content/data/rates.json'), read('content/texts/Rooms.json'));
  // The rebuild assembles the catalogues from the saved files (content/texts.mjs, as next.config.ts does).
  const catalogues = assembleMessages({ ...readTexts(), Rooms: edited.roomTexts });
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
    jest.doMock('@/messages/vi.json', () => catalogues.vi);
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
    expect((read('content/texts/Rooms.json') as { vi: Record<string, Record<string, { name: string }>> }).vi[CMS_EDIT.hotel]![CMS_EDIT.slug]!.name).toBe(
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

/**
 * The same for the other test of /admin/: a new offer and next year's holidays, added there
 * (tests/e2e/cms.spec.ts proves the saved files are exactly `addedFiles(original)`). Built from those
 * files, the offers page shows the new offer in Vietnamese and English, with its picture and its call
 * link, its JSON-LD lists it, the rate calendar prices the new holiday nights and the build's calendar
 * warning moves on.
 */
function siteBuiltFromAdditions() {
  const added = addedFiles(read('content/data/offers.json'), read('content/data/holidays.json'));
  let modules!: {
    OffersPage: typeof import('@/components/info-pages/offers-page').OffersPage;
    messagesFor: typeof import('@/lib/i18n/messages').messagesFor;
    offers: typeof import('@/lib/structured-data/pages').offers;
    roomQuote: typeof import('@/lib/room-rate').roomQuote;
    room: import('@/content/rooms').Room;
    // React, its server renderer and next-intl from the same module registry as the page.
    createElement: typeof import('react').createElement;
    renderToStaticMarkup: typeof import('react-dom/server').renderToStaticMarkup;
    NextIntlClientProvider: typeof import('next-intl').NextIntlClientProvider;
  };
  jest.isolateModules(() => {
    jest.doMock('@/content/data/offers.json', () => added.offers);
    jest.doMock('@/content/data/holidays.json', () => added.holidays);
    modules = {
      OffersPage: jest.requireActual<typeof import('@/components/info-pages/offers-page')>('@/components/info-pages/offers-page').OffersPage,
      messagesFor: jest.requireActual<typeof import('@/lib/i18n/messages')>('@/lib/i18n/messages').messagesFor,
      offers: jest.requireActual<typeof import('@/lib/structured-data/pages')>('@/lib/structured-data/pages').offers,
      roomQuote: jest.requireActual<typeof import('@/lib/room-rate')>('@/lib/room-rate').roomQuote,
      room: jest.requireActual<typeof import('@/content/rooms')>('@/content/rooms').getRoom('amalfi', 'premium-room-sea-view')!,
      createElement: jest.requireActual<typeof import('react')>('react').createElement,
      renderToStaticMarkup: jest.requireActual<typeof import('react-dom/server')>('react-dom/server').renderToStaticMarkup,
      NextIntlClientProvider: jest.requireActual<typeof import('next-intl')>('next-intl').NextIntlClientProvider,
    };
  });
  return { ...modules, added };
}

describe('the offer and the holidays added in /admin/, on the rebuilt site', () => {
  const site = siteBuiltFromAdditions();
  const page = (language: 'en' | 'vi') =>
    site.renderToStaticMarkup(
      site.createElement(site.NextIntlClientProvider, {
        locale: language,
        messages: site.messagesFor(language),
        timeZone: 'Asia/Ho_Chi_Minh',
        children: site.createElement(site.OffersPage),
      }),
    );

  it('are new (the files before the additions have neither)', () => {
    expect(JSON.stringify(read('content/data/offers.json'))).not.toContain(NEW_OFFER.key);
    expect(JSON.stringify(read('content/data/holidays.json'))).not.toContain(NEW_HOLIDAYS[0].startDate);
  });

  it('the offers page shows the new offer, in each language, with its picture and the hotline', () => {
    for (const language of ['en', 'vi'] as const) {
      const html = page(language);
      const card = html.slice(html.indexOf(`id="${NEW_OFFER.key}"`));
      expect(html).toContain(`id="${NEW_OFFER.key}"`);
      for (const field of ['title', 'kicker', 'description', 'note'] as const) expect(card).toContain(NEW_OFFER[field][language]);
      expect(card).toContain(`/images/${NEW_OFFER.image}-`);
      expect(card).toContain(`tel:${siteConfig.hotline.e164}`);
    }
    // The offers already there are still shown, first.
    expect(page('en').indexOf('id="diningDiscount"')).toBeLessThan(page('en').indexOf(`id="${NEW_OFFER.key}"`));
  });

  it("the offers page's JSON-LD lists it, offered by its hotel at its outlet", () => {
    const node = site.offers('vi').find((offer) => offer['@id'].endsWith(`#${NEW_OFFER.key}`))!;
    expect(node).toMatchObject({
      name: NEW_OFFER.title.vi,
      category: NEW_OFFER.kicker.vi,
      offeredBy: [{ '@id': `${siteConfig.url}/sorrento/#hotel` }],
      availableAtOrFrom: [{ '@id': expect.stringContaining('/dining/bistro/') }],
    });
    expect(node).not.toHaveProperty('availabilityStarts');
  });

  it('the rate calendar prices the new holiday nights with their multiplier, and the night after without', () => {
    const low = site.roomQuote(site.room, '2028-04-28').rate;
    expect(site.roomQuote(site.room, '2028-04-30')).toMatchObject({ rate: Math.round(low * 1.3), holiday: { nameVi: NEW_HOLIDAYS[0].nameVi } });
    expect(site.roomQuote(site.room, '2028-05-02').rate).toBe(low);
  });

  it("the build's calendar warning reckons from the new last holiday", () => {
    const warn = (today: string) => checkContent({ root: withFiles(site.added), today }).warnings;
    expect(warn('2028-03-01')).toEqual([]);
    expect(warn('2028-07-01')).toEqual([expect.stringMatching(/holiday calendar ends on 2028-09-02/)]);
  });
});
