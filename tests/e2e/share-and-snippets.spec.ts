import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ROOMS, roomPath } from '../../content/rooms';
import { STATIC_ROUTES } from '../../content/routes';
import { HOTEL_KEYS, site } from '../../content/site';

// What the export wrote, read from out/ like a crawler or a chat app's link preview would.
const OUT = join(process.cwd(), 'out');
const html = (path: string) => readFileSync(join(OUT, path, 'index.html'), 'utf8');
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const metaContent = (page: string, attribute: string, name: string) =>
  decode(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(page)?.[1] ?? '');

const localized = (path: string, language: 'en' | 'vi') => (language === 'vi' ? `/vi${path}` : path);

test.describe('search snippets in the exported HTML', () => {
  for (const language of ['en', 'vi'] as const) {
    test(`every page in ${language}: title <= 60 characters with the brand once, description 70-160`, () => {
      const problems: string[] = [];
      for (const { path } of STATIC_ROUTES) {
        const page = html(localized(path, language));
        const title = decode(/<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '');
        const description = metaContent(page, 'name', 'description');
        if ([...title].length > 60) problems.push(`${path} title ${[...title].length}: ${title}`);
        if (title.split(site.brand).length - 1 !== 1) problems.push(`${path} brand not once: ${title}`);
        if ([...description].length < 70 || [...description].length > 160) problems.push(`${path} description ${[...description].length}: ${description}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

// The art pipeline writes public/images/og/<the room's first image id>.jpg; until it has, this fails.
test.describe('every room shares its own picture', () => {
  for (const room of HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel])) {
    test(`${roomPath(room)}: og:image is the room's own 1200×630 file, in both languages`, async () => {
      const expected = `${site.url}/images/og/${room.images[0]}.jpg`;
      for (const language of ['en', 'vi'] as const) {
        const page = html(localized(roomPath(room), language));
        expect(metaContent(page, 'property', 'og:image')).toBe(expected);
        expect(metaContent(page, 'name', 'twitter:image')).toBe(expected);
      }
      const { width, height, format } = await sharp(join(OUT, 'images', 'og', `${room.images[0]}.jpg`)).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    });
  }
});
