#!/usr/bin/env node
// Builds every image in content/images.json into public/images (and og/ previews).
// The master of an id is, in this order: a real photo at art/photos/{id}.(jpg|jpeg|png|webp), the
// Blender render at art/renders/{id}.png (scripts/art/render.mjs), or the drawn SVG scene (the old
// illustrations, kept as the fallback so no id is ever without files).
// Heroes and cards get AVIF files beside the WebP ones; a rendered picture's files are kept within the drawn
// picture's bytes (art/byte-budget.json).
// Heroes also get a phone version ({id}-portrait-{w}.webp/.avif, 3:4) from art/photos/{id}-portrait.*,
// art/renders/{id}-portrait.png (rendered for the portrait frame), or, failing both, a crop of the master;
// not a hero whose entry says "portrait": false (shown only in a compact page hero, whole above its text).
// A photo uploaded in /admin/ (content/data/photos.json, at the path it names) comes first.
// Usage: node scripts/art/generate.mjs [id ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderSvg } from './scenes/index.mjs';
import { finishSvg } from './lib/core.mjs';

const root = process.env.ART_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'content/images.json'), 'utf8'));
// Photos uploaded in /admin/ (content/data/photos.json, scripts/art/photos.mjs): the photo of an id,
// and the pictures they add (a new id, with its kind).
const photosFile = path.join(root, 'content/data/photos.json');
const uploaded = new Map((fs.existsSync(photosFile) ? JSON.parse(fs.readFileSync(photosFile, 'utf8')).photos : []).map((p) => [p.id, p]));
for (const [id, photo] of uploaded)
  if (!manifest.images[id]) manifest.images[id] = { kind: photo.kind, category: photo.category ?? 'hotel', alt: photo.alt, title: photo.title };
const outDir = path.join(root, 'public/images');
const ogDir = path.join(outDir, 'og');
const photoDir = path.join(root, 'art/photos');
const renderDir = path.join(root, 'art/renders');
/** The phone version of every hero (content/images.json "portrait"). */
const PORTRAIT = manifest.portrait;
/** Whether an image has a phone version (content/images.ts hasPortrait). @param {{ kind: string, portrait?: boolean }} meta */
const hasPortrait = (meta) => meta.kind === 'hero' && meta.portrait !== false;
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
  const upload = uploaded.get(id);
  if (upload && fs.existsSync(path.join(root, upload.file))) return path.join(root, upload.file);
  for (const ext of ['jpg', 'jpeg', 'png', 'webp']) {
    const p = path.join(photoDir, `${id}.${ext}`);
    if (fs.existsSync(p)) return p;
  }
  return null;
}

function findRender(id) {
  const p = path.join(renderDir, `${id}.png`);
  return fs.existsSync(p) ? p : null;
}

// A rendered (or photographed) hero starts at these qualities and is lowered, file by file, until it
// is no larger than the drawn hero it replaced (art/byte-budget.json): the first view never grows.
const HERO_WEBP = { quality: 70, effort: 6 };
const HERO_AVIF = { quality: 48, effort: 2 };
// A rendered card's AVIF file (what every current browser loads) is kept the same way within the drawn
// card's WebP of that width. Its WebP, the fallback for browsers without AVIF, keeps the usual quality:
// a render at the drawn card's WebP bytes would be visibly blocky, and AVIF holds it at the same bytes.
const CARD_AVIF = { quality: 52, effort: 2 }; // effort 4: 17 % smaller, ten times slower (40 s a file under a render)
// `portraitOf`: the landscape file a phone loaded before, for each portrait width (1x, 2x, 3x).
const { files: budget, portraitOf: PORTRAIT_BUDGET_OF } = JSON.parse(fs.readFileSync(path.join(root, 'art/byte-budget.json'), 'utf8'));

async function encodeWithin(img, format, opts, file, limit) {
  // The floor: below these the picture breaks up (AVIF 18 still held the drawn Sky Bar cocktails' bytes).
  const min = format === 'avif' ? 18 : 40;
  const encode = (q) =>
    img
      .clone()
      [format]({ ...opts, quality: q })
      .toBuffer();
  let buf = await encode(opts.quality);
  let quality = opts.quality;
  if (limit && buf.length > limit) {
    // The highest quality that fits, by bisection (bytes grow with quality): five encodes instead of up
    // to ten steps down, which under a busy render took minutes per card. None fits: the lowest allowed.
    let [lo, hi] = [min, opts.quality - 1];
    buf = null;
    while (lo <= hi) {
      const q = (lo + hi) >> 1;
      const b = await encode(q);
      if (b.length <= limit) [buf, quality, lo] = [b, q, q + 1];
      else hi = q - 1;
    }
    if (!buf) [buf, quality] = [await encode(min), min];
  }
  fs.writeFileSync(file, buf);
  return quality;
}

async function portrait(id, landscapeMaster) {
  const [rw, rh] = PORTRAIT.ratio;
  const widths = [...PORTRAIT.widths].sort((a, b) => a - b);
  const maxW = widths[widths.length - 1];
  const maxH = Math.round((maxW * rh) / rw);
  const src = findPhoto(`${id}-portrait`) ?? findRender(`${id}-portrait`);
  const master = await (src ? sharp(src).rotate() : sharp(landscapeMaster))
    .resize(maxW, maxH, { fit: 'cover', position: src ? 'centre' : sharp.strategy.attention })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const files = [];
  for (const w of widths) {
    const h = Math.round((w * rh) / rw);
    const img = sharp(master).resize(w, h, { fit: 'cover', kernel: 'lanczos3' });
    const webp = path.join(outDir, `${id}-portrait-${w}.webp`);
    const avif = path.join(outDir, `${id}-portrait-${w}.avif`);
    const lw = PORTRAIT_BUDGET_OF[w];
    await encodeWithin(img, 'webp', HERO_WEBP, webp, budget[`${id}-${lw}.webp`]);
    await encodeWithin(img, 'avif', HERO_AVIF, avif, budget[`${id}-${lw}.avif`]);
    files.push(webp, avif);
  }
  return { files, source: src ? path.relative(root, src) : 'crop' };
}

// Ids whose committed files were made from a render (art/rendered.json). Masters are not committed, so
// on a machine without them such an id keeps its files instead of falling back to the drawing.
const renderedFile = path.join(root, 'art/rendered.json');
const renderedIds = new Set(fs.existsSync(renderedFile) ? JSON.parse(fs.readFileSync(renderedFile, 'utf8')).ids : []);

/**
 * A rendered card whose master is not on this machine: its AVIF files from its largest WebP (a master's
 * downscale at quality 72), so a change of the AVIF rules reaches every card without re-rendering it.
 */
async function cardAvifFromWebp(id, kind) {
  const [rw, rh] = kind.ratio;
  const widths = [...kind.widths].sort((a, b) => a - b);
  const largest = path.join(outDir, `${id}-${widths[widths.length - 1]}.webp`);
  const source = await sharp(largest).png({ compressionLevel: 1 }).toBuffer();
  const files = [];
  for (const w of widths) {
    const avif = path.join(outDir, `${id}-${w}.avif`);
    const img = sharp(source).resize(w, Math.round((w * rh) / rw), { fit: 'cover', kernel: 'lanczos3' });
    await encodeWithin(img, 'avif', CARD_AVIF, avif, budget[`${id}-${w}.avif`]);
    files.push(avif);
  }
  return files;
}

async function build(id) {
  const meta = manifest.images[id];
  if (!findPhoto(id) && !findRender(id) && renderedIds.has(id)) {
    if (meta.kind === 'card') {
      const files = await cardAvifFromWebp(id, manifest.kinds.card);
      const bytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
      return { id, source: 'kept, AVIF from its WebP', files: files.length, bytes };
    }
    // A hero whose portrait alone was re-rendered (a new phone camera) while its landscape master is not on
    // this machine: rebuild the portrait files only, the landscape files and the share image stay as they are.
    if (hasPortrait(meta) && (findPhoto(`${id}-portrait`) ?? findRender(`${id}-portrait`))) {
      const p = await portrait(id, null);
      const bytes = p.files.reduce((n, f) => n + fs.statSync(f).size, 0);
      return { id, source: `kept portrait: ${p.source}`, files: p.files.length, bytes };
    }
    return { id, source: 'kept', files: 0, bytes: 0 };
  }
  const kind = manifest.kinds[meta.kind];
  const [rw, rh] = kind.ratio;
  const widths = [...kind.widths].sort((a, b) => a - b);
  const maxW = widths[widths.length - 1];
  const maxH = Math.round((maxW * rh) / rw);
  const photo = findPhoto(id);
  const render = photo ? null : findRender(id);
  // Master: a PNG buffer at the largest size, cover-cropped to the kind's ratio.
  const master = await (
    photo || render
      ? sharp(photo ?? render)
          .rotate()
          .resize(maxW, maxH, { fit: 'cover', position: photo ? sharp.strategy.attention : 'centre' })
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
  const hero = meta.kind === 'hero';
  const rendered = !!(photo || render);
  for (const w of widths) {
    const h = Math.round((w * rh) / rw);
    const img = sharp(master).resize(w, h, { fit: 'cover', kernel: 'lanczos3' });
    const webp = path.join(outDir, `${id}-${w}.webp`);
    if (hero && rendered) await encodeWithin(img, 'webp', HERO_WEBP, webp, budget[`${id}-${w}.webp`]);
    else await img.clone().webp(WEBP).toFile(webp);
    files.push(webp);
    if (kind.avif) {
      const avif = path.join(outDir, `${id}-${w}.avif`);
      if (rendered) await encodeWithin(img, 'avif', hero ? HERO_AVIF : CARD_AVIF, avif, budget[`${id}-${w}.avif`]);
      else await img.clone().avif(AVIF).toFile(avif);
      files.push(avif);
    }
  }
  let portraitSource = '';
  if (hasPortrait(meta)) {
    const p = await portrait(id, master);
    files.push(...p.files);
    portraitSource = ` portrait: ${p.source}`;
  }
  if (meta.kind === 'hero' || share.has(id)) {
    const og = path.join(ogDir, `${id}.jpg`);
    await sharp(master).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toFile(og);
    files.push(og);
  }
  if (render) renderedIds.add(id);
  else renderedIds.delete(id);
  const bytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
  return { id, source: (photo ? path.relative(root, photo) : render ? 'rendered' : 'drawn') + portraitSource, files: files.length, bytes };
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
fs.writeFileSync(
  renderedFile,
  JSON.stringify(
    { about: 'Ids whose files in public/images come from a Blender render (written by scripts/art/generate.mjs).', ids: [...renderedIds].sort() },
    null,
    2,
  ) + '\n',
);
const total = results.reduce((n, r) => n + r.bytes, 0);
const photos = results.filter((r) => r.source.startsWith('art/photos')).length;
const renders = results.filter((r) => r.source.startsWith('rendered')).length;
const kept = results.filter((r) => r.source.startsWith('kept')).length;
console.log(
  `\n${results.length} images (${photos} from photos, ${renders} rendered, ${kept} kept from earlier renders, ${results.length - photos - renders - kept} drawn), ${results.reduce((n, r) => n + r.files, 0)} files, ${(total / 1048576).toFixed(2)} MB total, ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);
