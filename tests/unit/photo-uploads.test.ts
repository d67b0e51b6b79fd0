/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { checkContent } from '@/content/schema.mjs';
import { cmsConfig } from '@/scripts/cms/config.mjs';
import { changedPhotos } from '@/scripts/art/photos.mjs';
import pkg from '@/package.json';

/**
 * A picture uploaded in /admin/ goes through the image pipeline at build (scripts/art/photos.mjs, then
 * scripts/art/generate.mjs): its sizes in WebP (and AVIF for a hero) appear in public/images, and the
 * CMS and the build require its alt text and title in both languages.
 */
const ROOT = process.cwd();

describe('photos uploaded in /admin/', () => {
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'photos-'));
    for (const dir of ['content/data', 'content/menus', 'content/texts', 'public/icons/facilities'])
      cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
    for (const file of ['content/images.json', 'art/byte-budget.json', 'art/rendered.json']) cpSync(path.join(ROOT, file), path.join(root, file));
    mkdirSync(path.join(root, 'art/photos'), { recursive: true });
    mkdirSync(path.join(root, 'public/images'), { recursive: true });
    // What the CMS saves: the upload in art/photos, and an entry naming it (a new room picture).
    await sharp({ create: { width: 1600, height: 1100, channels: 3, background: '#8fb4c8' } })
      .jpeg()
      .toFile(path.join(root, 'art/photos/family-suite-balcony.jpg'));
    writeFileSync(
      path.join(root, 'content/data/photos.json'),
      JSON.stringify({
        photos: [
          {
            id: 'room-family-suite-5',
            file: 'art/photos/family-suite-balcony.jpg',
            kind: 'card',
            alt: { en: 'The balcony of the Family Suite above the sea', vi: 'Ban công của Family Suite nhìn ra biển' },
            title: { en: 'Family Suite balcony', vi: 'Ban công Family Suite' },
          },
        ],
      }),
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('the build turns them first, before Next builds the pages', () => {
    expect(pkg.scripts.build).toMatch(/^node scripts\/art\/photos\.mjs && .*next build/);
  });

  it("the build's content check takes the new picture, and a room can show it", () => {
    const rooms = path.join(root, 'content/data/rooms.json');
    const data = JSON.parse(readFileSync(rooms, 'utf8'));
    data.rooms[5].images.push('room-family-suite-5');
    writeFileSync(rooms, JSON.stringify(data));
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([]);
  });

  it('writes its sizes in WebP, once: the next build has nothing to do', () => {
    expect(changedPhotos(root)).toEqual(['room-family-suite-5']);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/art/photos.mjs')], { env: { ...process.env, ART_ROOT: root }, stdio: 'pipe' });
    for (const width of [480, 800, 1200]) expect(existsSync(path.join(root, `public/images/room-family-suite-5-${width}.webp`))).toBe(true);
    expect(changedPhotos(root)).toEqual([]);
  });

  it('refuses a photo without its Vietnamese alt text, a new picture without its kind, and a missing file', () => {
    const file = path.join(root, 'content/data/photos.json');
    const data = JSON.parse(readFileSync(file, 'utf8'));
    data.photos[0].alt.vi = '';
    data.photos.push({ ...data.photos[0], id: 'room-family-suite-6', kind: undefined, file: 'art/photos/gone.jpg', alt: data.photos[0].title });
    writeFileSync(file, JSON.stringify(data));
    expect(checkContent({ root, today: '2026-01-01' }).errors).toEqual([
      'content/data/photos.json: photos[0].alt.vi: the Vietnamese text is empty',
      'content/data/photos.json: photos[1].file: "art/photos/gone.jpg" is not there (upload it again)',
      'content/data/photos.json: photos[1].kind: "room-family-suite-6" is a new picture: say whether it is a card or a hero',
      // The room that shows it (added above) is refused with it.
      'content/data/rooms.json: rooms[5].images[4]: the picture "room-family-suite-5" has no Vietnamese alt text (content/data/photos.json)',
    ]);
  });

  it('the CMS requires the alt text and the title in both languages', () => {
    const config = cmsConfig({ env: {} }) as { collections: Array<{ name: string; files: Array<{ fields: Array<Record<string, unknown>> }> }> };
    const photos = config.collections.find((c) => c.name === 'photos')!.files[0]!.fields[0] as {
      fields: Array<{ name: string; required?: boolean; fields?: Array<{ required?: boolean }> }>;
    };
    for (const name of ['alt', 'title']) {
      const field = photos.fields.find((f) => f.name === name)!;
      expect(field.required).not.toBe(false);
      expect(field.fields!.map((f) => f.required)).toEqual([undefined, undefined]);
    }
    expect(photos.fields.find((f) => f.name === 'file')).toMatchObject({ widget: 'image' });
  });
});
