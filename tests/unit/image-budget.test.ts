/**
 * @jest-environment node
 */
// Renders carry more detail than the drawings they replaced, and so more bytes. Issue 25 asks that the
// first view not grow: every AVIF file of a rendered hero (landscape and phone) or card, what every
// current browser loads, stays within the bytes of the drawn picture it replaced (art/byte-budget.json,
// kept by scripts/art/generate.mjs, which lowers a picture's quality until it fits). The WebP files are
// the fallback for browsers without AVIF; a hero's are lowered toward the same budget but not below
// quality 40, so they are not checked here.
import fs from 'node:fs';
import path from 'node:path';
import { getImage, type ImageId } from '@/content/images';

const root = process.cwd();
const { files: budget, portraitOf } = JSON.parse(fs.readFileSync(path.join(root, 'art/byte-budget.json'), 'utf8')) as {
  files: Record<string, number>;
  /** A phone file's budget is the landscape file the same phone loaded before (1x, 2x, 3x). */
  portraitOf: Record<number, number>;
};
const rendered = new Set<string>(JSON.parse(fs.readFileSync(path.join(root, 'art/rendered.json'), 'utf8')).ids);
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'content/images.json'), 'utf8'));

const rows: [file: string, limit: number | undefined][] = [];
for (const id of [...rendered].sort()) {
  const kind = manifest.images[id]?.kind;
  if (!manifest.kinds[kind]?.avif) continue;
  for (const width of manifest.kinds[kind].widths as number[]) rows.push([`${id}-${width}.avif`, budget[`${id}-${width}.avif`]]);
  if (getImage(id as ImageId).hasPortrait)
    for (const width of manifest.portrait.widths as number[]) rows.push([`${id}-portrait-${width}.avif`, budget[`${id}-${portraitOf[width]}.avif`]]);
}

describe('byte budget of rendered pictures', () => {
  it('has a budget for every AVIF file of a rendered hero or card', () => {
    expect(rows.filter(([, limit]) => limit === undefined).map(([file]) => file)).toEqual([]);
  });

  it.each(rows)('keeps %s within %d bytes', (file, limit) => {
    expect(fs.statSync(path.join(root, 'public/images', file)).size).toBeLessThanOrEqual(limit ?? 0); // no budget: fails
  });
});
