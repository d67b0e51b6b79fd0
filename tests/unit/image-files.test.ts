/**
 * @jest-environment node
 */
// Every image id of content/images.json has all its files in public/images (issue 25): every width of
// its kind as WebP, AVIF too for heroes and cards, a hero's phone version (portrait WebP + AVIF at every portrait
// width) and the 1200x630 share JPEG where one is listed. The files are committed, so the site and CI
// never need Blender (scripts/art/render.mjs) to build.
import fs from 'node:fs';
import path from 'node:path';
import { allImages, hasShareImage, PORTRAIT } from '@/content/images';

const dir = path.join(process.cwd(), 'public/images');
const exists = (f: string) => fs.existsSync(path.join(dir, f));

function expectedFiles(image: (typeof allImages)[number]): string[] {
  const files = image.widths.map((w) => `${image.id}-${w}.webp`);
  if (image.hasAvif) files.push(...image.widths.map((w) => `${image.id}-${w}.avif`));
  if (image.hasPortrait) for (const w of PORTRAIT.widths) files.push(`${image.id}-portrait-${w}.webp`, `${image.id}-portrait-${w}.avif`);
  if (hasShareImage(image.id)) files.push(`og/${image.id}.jpg`);
  return files;
}

describe('image files', () => {
  it('gives every hero a portrait version, but for the three shown only in compact page heroes', () => {
    // A compact hero (components/ui/page-hero.tsx) shows its landscape file whole above the text on a phone: the
    // contact, gallery and privacy pages. PageHero refuses a full hero without a portrait version at build.
    expect(
      allImages
        .filter((i) => i.kind === 'hero' && !i.hasPortrait)
        .map((i) => i.id)
        .sort(),
    ).toEqual(['contact-hero', 'gallery-hero', 'privacy-hero']);
    expect(PORTRAIT.widths.length).toBeGreaterThan(0);
  });

  it('keeps no phone version of a picture that has none', () => {
    const stray = fs.readdirSync(dir).filter((f) => {
      const id = f.match(/^(.+)-portrait-\d+\.(webp|avif)$/)?.[1];
      return id !== undefined && !allImages.some((i) => i.id === id && i.hasPortrait);
    });
    expect(stray).toEqual([]);
  });

  it.each(allImages.map((i) => [i.id, i] as const))('has every file of %s', (_id, image) => {
    expect(expectedFiles(image).filter((f) => !exists(f))).toEqual([]);
  });
});
