#!/usr/bin/env node
// Builds every image in content/images.json into public/images (and og/ previews).
// A real photo at art/photos/{id}.(jpg|jpeg|png|webp) replaces the drawn scene as the master.
// Usage: node scripts/art/generate.mjs [id ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderSvg } from './scenes/index.mjs';
import { finishSvg } from './lib/core.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'content/images.json'), 'utf8'));
const outDir = path.join(root, 'public/images');
const ogDir = path.join(outDir, 'og');
const photoDir = path.join(root, 'art/photos');
fs.mkdirSync(ogDir, { recursive: true });

const WEBP = { quality: 72, effort: 6 };
const AVIF = { quality: 50, effort: 2 };

const args = process.argv.slice(2);
const all = Object.keys(manifest.images);
const unknown = args.filter((a) => !manifest.images[a]);
if (unknown.length) {
  console.error(`Unknown image id(s): ${unknown.join(', ')}`);
  process.exit(1);
}
const ids = args.length ? args : all;
// Share images (1200x630 JPEG in og/): every hero, plus the ids listed under "share" (each room's first picture, each venue's dish).
const share = new Set(manifest.share ?? []);

// libvips threads: default

// The painterly finish (lib/core finishSvg), rendered once per size and laid over every drawing.
const finishes = new Map();
function finish(w, h) {
  const key = `${w}x${h}`;
  if (!finishes.has(key))
    finishes.set(
      key,
      sharp(Buffer.from(finishSvg(w, h)))
        .png()
        .toBuffer(),
    );
  return finishes.get(key);
}

function findPhoto(id) {
  for (const ext of ['jpg', 'jpeg', 'png', 'webp']) {
    const p = path.join(photoDir, `${id}.${ext}`);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

async function build(id) {
  const meta = manifest.images[id];
  const kind = manifest.kinds[meta.kind];
  const [rw, rh] = kind.ratio;
  const widths = [...kind.widths].sort((a, b) => a - b);
  const maxW = widths[widths.length - 1];
  const maxH = Math.round((maxW * rh) / rw);
  const photo = findPhoto(id);
  // Master: a PNG buffer at the largest size, cover-cropped to the kind's ratio.
  const master = await (
    photo
      ? sharp(photo).rotate().resize(maxW, maxH, { fit: 'cover', position: sharp.strategy.attention })
      : sharp(
          await sharp(Buffer.from(renderSvg(id, meta.kind, maxW)), { density: 72 })
            .resize(maxW, maxH, { fit: 'cover' })
            .png()
            .toBuffer(),
        ).composite(meta.kind === 'avatar' ? [] : [{ input: await finish(maxW, maxH) }])
  )
    .png({ compressionLevel: 1 })
    .toBuffer();
  const files = [];
  for (const w of widths) {
    const h = Math.round((w * rh) / rw);
    const img = sharp(master).resize(w, h, { fit: 'cover', kernel: 'lanczos3' });
    const webp = path.join(outDir, `${id}-${w}.webp`);
    await img.clone().webp(WEBP).toFile(webp);
    files.push(webp);
    if (meta.kind === 'hero') {
      const avif = path.join(outDir, `${id}-${w}.avif`);
      await img.clone().avif(AVIF).toFile(avif);
      files.push(avif);
    }
  }
  if (meta.kind === 'hero' || share.has(id)) {
    const og = path.join(ogDir, `${id}.jpg`);
    await sharp(master).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toFile(og);
    files.push(og);
  }
  const bytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  return { id, source: photo ? path.relative(root, photo) : 'drawn', files: files.length, bytes };
}

const t0 = Date.now();
const results = [];
const queue = [...ids];
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length) {
    const id = queue.shift();
    const r = await build(id);
    results.push(r);
    console.log(`${r.id.padEnd(40)} ${r.source.padEnd(8)} ${String(r.files).padStart(2)} files ${(r.bytes / 1024).toFixed(0).padStart(6)} KB`);
  }
});
await Promise.all(workers);
const total = results.reduce((n, r) => n + r.bytes, 0);
const photos = results.filter((r) => r.source !== 'drawn').length;
console.log(
  `\n${results.length} images (${photos} from photos, ${results.length - photos} drawn), ${results.reduce((n, r) => n + r.files, 0)} files, ${(total / 1048576).toFixed(2)} MB total, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
