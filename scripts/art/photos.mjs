#!/usr/bin/env node
// Photos uploaded in /admin/ go through the image pipeline at build (README "Editing the site
// (/admin/)"): each entry of content/data/photos.json (a photo the CMS saved in art/photos/, the
// picture id it is, its alt text and title in both languages) is turned into that picture's sizes,
// WebP and, for a hero, AVIF and the phone version, by scripts/art/generate.mjs, which takes a photo
// over a render. art/photos/processed.json records the fingerprint of each photo turned (its bytes,
// id and kind), so a build turns only the photos added or changed since: `npm run build` runs this first.
// ART_ROOT: another checkout to work in (the tests use a copy).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = process.env.ART_ROOT ?? path.resolve(here, '../..');
export const PROCESSED_FILE = 'art/photos/processed.json';

/**
 * id -> fingerprint of each uploaded photo (content/data/photos.json).
 * @param {string} dir the checkout
 * @returns {Record<string, string>}
 */
export function photoFingerprints(dir) {
  const file = path.join(dir, 'content/data/photos.json');
  /** @type {{ id: string; file: string; kind?: string }[]} */
  const photos = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).photos : [];
  return Object.fromEntries(
    photos.map((photo) => {
      const hash = createHash('sha256').update(`${photo.id}\n${photo.kind ?? ''}\n`);
      hash.update(readFileSync(path.join(dir, photo.file)));
      return [photo.id, hash.digest('hex').slice(0, 16)];
    }),
  );
}

/** The ids whose photo is new or changed since it was last turned. @param {string} dir */
export function changedPhotos(dir) {
  const file = path.join(dir, PROCESSED_FILE);
  /** @type {Record<string, string>} */
  const done = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return Object.entries(photoFingerprints(dir))
    .filter(([id, fingerprint]) => done[id] !== fingerprint)
    .map(([id]) => id);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const due = changedPhotos(root);
  if (!due.length) console.log('[photos] Every photo uploaded in /admin/ has its files in public/images.');
  else {
    console.log(`[photos] Turning the uploaded photo(s) of ${due.join(', ')} into the pictures' files`);
    execFileSync(process.execPath, [path.join(here, 'generate.mjs'), ...due], { stdio: 'inherit', env: { ...process.env, ART_ROOT: root } });
    writeFileSync(path.join(root, PROCESSED_FILE), `${JSON.stringify(photoFingerprints(root), null, 2)}\n`);
  }
}
