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
