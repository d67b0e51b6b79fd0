/**
 * Search snippets: every page's title (as the browser and search engines get it, brand included)
 * fits in 60 characters and names the brand once; every description is 70-160 characters. Both
 * languages, the room pages' computed titles and descriptions included. And each room's share image.
 */
import { ROOMS } from '@/content/rooms';
import { STATIC_ROUTES } from '@/content/routes';
import { site } from '@/content/site';
import { LANGUAGES } from '@/lib/i18n/language';
import { roomOgImage, roomOgImagePath } from '@/lib/room-meta';
import { formatTitle } from '@/lib/seo-title';
import { pageMeta } from '@/lib/structured-data';

const rows = LANGUAGES.flatMap((language) => STATIC_ROUTES.map((route) => [language, route.path] as const));
const count = (text: string, word: string) => text.split(word).length - 1;

describe('titles and descriptions', () => {
  it.each(rows)('%s %s: title <= 60 characters with the brand once, description 70-160', (language, path) => {
    const meta = pageMeta(path, language);
    const title = formatTitle(meta.title);
    expect([title, [...title].length <= 60]).toEqual([title, true]);
    expect([title, count(title, site.brand)]).toEqual([title, 1]);
    const length = [...meta.description].length;
    expect([meta.description, length >= 70 && length <= 160]).toEqual([meta.description, true]);
  });
});

/**
 * A title under 30 characters says too little of the page in a result list ("Dining | Vela Hotels").
 * None needs to be that short; a page that must be would be listed here with its reason.
 */
const SHORT_TITLE_REASONS: Record<string, string> = {};

/** The island, as each language writes it: the pages that say where the hotels are must name it. */
const PLACE = { en: 'Phu Quoc', vi: 'Phú Quốc' } as const;
const TOWN = { en: 'Sunset\u00a0Town', vi: 'Hoàng\u00a0Hôn' } as const;
const PLACE_PAGES = ['/', '/sorrento/', '/amalfi/', '/accommodation/', '/accommodation/sorrento/', '/accommodation/amalfi/', '/dining/'];

describe('titles say enough, and where', () => {
  it.each(rows)('%s %s: title at least 30 characters (or a stated reason)', (language, path) => {
    const title = formatTitle(pageMeta(path, language).title);
    expect([title, [...title].length >= 30 || Boolean(SHORT_TITLE_REASONS[path])]).toEqual([title, true]);
  });

  it.each(LANGUAGES.flatMap((language) => PLACE_PAGES.map((path) => [language, path] as const)))(
    '%s %s: the title names the island, the description the island and the town',
    (language, path) => {
      const meta = pageMeta(path, language);
      expect(meta.title).toContain(PLACE[language]);
      if (!path.startsWith('/accommodation/') || path === '/accommodation/') {
        expect(meta.description).toContain(PLACE[language]);
        expect(meta.description).toContain(TOWN[language]);
      }
    },
  );

  it.each(LANGUAGES)('%s: every room title names the island', (language) => {
    for (const room of [...ROOMS.sorrento, ...ROOMS.amalfi])
      expect(pageMeta(`/accommodation/${room.hotel}/${room.slug}/`, language).title).toContain(PLACE[language]);
  });
});

describe('room share images', () => {
  it("uses the room's own share image once the art pipeline has made it, else its hotel's room-list hero (never home's)", () => {
    const { existsSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
    for (const hotel of ['sorrento', 'amalfi'] as const) {
      for (const room of ROOMS[hotel]) {
        const own = roomOgImagePath(room);
        expect(own).toBe(`/images/og/${room.images[0]}.jpg`);
        const expected = existsSync(`${process.cwd()}/public${own}`) ? own : `/images/og/${hotel}-rooms-hero.jpg`;
        expect(roomOgImage(room)).toBe(expected);
        expect(existsSync(`${process.cwd()}/public${roomOgImage(room)}`)).toBe(true);
      }
    }
  });
});
