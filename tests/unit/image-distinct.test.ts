/**
 * @jest-environment node
 */
// Distinct pictures (issue 17): every room type's first picture differs from every other's, the
// gallery holds no two identical or near-identical pictures, and no page shows two near-identical
// ones. Perceptual hash: a 64-bit difference hash (dHash) of each image's smallest WebP (480 px for
// cards), greyscale at 9x8; the distance is the Hamming distance.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOMS } from '@/content/rooms';
import { GALLERY_IMAGES } from '@/lib/gallery-images';
import { getImage, type ImageId } from '@/content/images';
import { PAGES } from './page-images.data';

/** Two room types' first pictures must differ in at least this many of the 64 hash bits. */
const MIN_ROOM_DISTANCE = 12;
/**
 * For each of the four room-picture slots (1 bedroom, 2 balcony/desk/seating, 3 bathroom, 4 the
 * bedroom from the other side), every two room types' pictures differ in at least this many bits
 * (issue 25: no slot is one template repeated across rooms).
 */
const MIN_SLOT_DISTANCE = 10;
/** Any two gallery pictures must differ in at least this many of the 64 hash bits. */
const MIN_GALLERY_DISTANCE = 8;
/** Two pictures on one page (e.g. a hotel's hero and its "The hotel" card) differ in at least this many bits. */
const MIN_PAGE_DISTANCE = 8;

const RENDERED = new Set<string>(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'art/rendered.json'), 'utf8')).ids);

/** The smallest WebP (480 px for cards, 640 for heroes): enough for a 9x8 hash. */
const file = (id: string) => path.join(process.cwd(), 'public/images', `${id}-${getImage(id as ImageId).widths[0]}.webp`);

async function dHash(id: string): Promise<bigint> {
  const { data } = await sharp(file(id)).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  let bits = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) bits = (bits << 1n) | (data[y * 9 + x]! > data[y * 9 + x + 1]! ? 1n : 0n);
  return bits;
}

const distance = (a: bigint, b: bigint) => {
  let v = a ^ b;
  let n = 0;
  while (v) {
    n += Number(v & 1n);
    v >>= 1n;
  }
  return n;
};

async function closePairs(ids: readonly string[], min: number) {
  const hashes = await Promise.all(ids.map(dHash));
  const close: string[] = [];
  for (let i = 0; i < ids.length; i++)
    for (let j = i + 1; j < ids.length; j++) {
      const d = distance(hashes[i]!, hashes[j]!);
      if (d < min) close.push(`${ids[i]} ~ ${ids[j]} (distance ${d} < ${min})`);
    }
  return close;
}

describe('distinct pictures', () => {
  it('has the 480-px WebP of every checked image', () => {
    const ids = [...Object.values(ROOMS).flatMap((rooms) => rooms.map((r) => r.images[0]!)), ...GALLERY_IMAGES.map((g) => g.id)];
    expect(ids.filter((id) => !fs.existsSync(file(id)))).toEqual([]);
  });

  it('gives every room type a first picture of its own', async () => {
    const firsts = Object.values(ROOMS).flatMap((rooms) => rooms.map((r) => r.images[0]!));
    expect(new Set(firsts).size).toBe(firsts.length);
    expect(await closePairs(firsts, MIN_ROOM_DISTANCE)).toEqual([]);
  });

  // Rendered rooms only (art/rendered.json, written by scripts/art/generate.mjs): a room type still on
  // its drawn pictures shares their one template (issue 25) until it is rendered.
  it.each([1, 2, 3, 4])('gives every rendered room type its own picture %i', async (slot) => {
    const ids = Object.values(ROOMS)
      .flatMap((rooms) => rooms.map((r) => r.images[slot - 1]!))
      .filter((id) => RENDERED.has(id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(await closePairs(ids, MIN_SLOT_DISTANCE)).toEqual([]);
  });

  it.each(Object.entries(PAGES))('shows no near-identical pictures on %s', async (_path, ids) => {
    // Guest avatars are monograms of one design, told apart by their initials, not pictures.
    const pictures = [...new Set(ids)].filter((id) => getImage(id as ImageId).kind !== 'avatar');
    expect(await closePairs(pictures, MIN_PAGE_DISTANCE)).toEqual([]);
  });

  it('keeps no identical or near-identical pictures in the gallery', async () => {
    expect(
      await closePairs(
        GALLERY_IMAGES.map((g) => g.id),
        MIN_GALLERY_DISTANCE,
      ),
    ).toEqual([]);
  });
});
