#!/usr/bin/env node
// Renders the looping home hero video (poster = image id `home-hero`) to public/video/hero.mp4 and hero-mobile.mp4.
// When the poster is a Blender render (listed in art/rendered.json), the video is a slow push-in and back
// on that render (hero.mp4 from the landscape master, hero-mobile.mp4 from the portrait master, which is
// what a phone held upright shows as the poster): frame 0 is the poster, so the video starts without a cut.
// The water does not move in it; a loop rendered in Blender frame by frame is too slow for this machine.
// Otherwise frames are drawn with the drawn poster's scene code (t = 0 is the poster).
// Then encoded with ffmpeg. Usage: node scripts/art/video.mjs [--seconds 8] [--fps 24] [--crf 24] [--crf-mobile 26]
// (--crf, --crf-mobile: the first x264 quality tried; higher is smaller: a busier poster needs a higher one to keep the bytes)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderSvg } from './scenes/index.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const SECONDS = arg('seconds', 8),
  FPS = arg('fps', 24),
  CRF = arg('crf', 24),
  CRF_MOBILE = arg('crf-mobile', 26);
const N = Math.round(SECONDS * FPS);
const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const outDir = path.join(root, 'public/video');
fs.mkdirSync(outDir, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-frames-'));

const t0 = Date.now();
const rendered = JSON.parse(fs.readFileSync(path.join(root, 'art/rendered.json'), 'utf8')).ids.includes('home-hero');
const master = (name) => path.join(root, 'art/renders', `${name}.png`);
const framesMobile = path.join(tmp, 'mobile');
fs.mkdirSync(framesMobile);

/** Frame i of a push-in on a still: zoom 1 -> 1 + ZOOM -> 1 (eased, so the loop is seamless) toward a focus point. */
const ZOOM = 0.06;
async function stillFrame(file, i, width, height, focus, out) {
  const s = 1 + (ZOOM * (1 - Math.cos((2 * Math.PI * i) / N))) / 2;
  const w = Math.round(width * s);
  const h = Math.round(height * s);
  const left = Math.round((w - width) * focus[0]);
  const top = Math.round((h - height) * focus[1]);
  await sharp(file).resize(w, h, { kernel: 'lanczos3' }).extract({ left, top, width, height }).png({ compressionLevel: 0 }).toFile(out);
}

try {
  let next = 0;
  const worker = async () => {
    while (next < N) {
      const i = next++;
      const name = `f${String(i).padStart(4, '0')}.png`;
      if (rendered) {
        // toward the town and the hotels (right of centre), and on the phone frame toward its middle
        await stillFrame(master('home-hero'), i, 1280, 720, [0.68, 0.5], path.join(tmp, name));
        await stillFrame(master('home-hero-portrait'), i, 540, 720, [0.6, 0.5], path.join(framesMobile, name));
      } else {
        const svg = renderSvg('home-hero', 'hero', 1280, { t: i / N }); // t in [0,1): frame N would equal frame 0 -> seamless loop
        await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toFile(path.join(tmp, name));
      }
      if (i % 24 === 0) process.stdout.write(`frame ${i}/${N}\n`);
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`rendered ${N} frames in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const encode = (out, width, height, maxBytes, crf0, frames = tmp) => {
    for (let crf = crf0; crf <= 40; crf += 2) {
      execFileSync(FFMPEG, [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(FPS),
        '-i',
        path.join(frames, 'f%04d.png'),
        '-vf',
        `scale=${width}:${height}:flags=lanczos`,
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        String(crf),
        '-tune',
        rendered ? 'film' : 'animation',
        '-pix_fmt',
        'yuv420p',
        '-profile:v',
        'high',
        '-g',
        String(FPS * 2),
        '-movflags',
        '+faststart',
        '-an',
        out,
      ]);
      const size = fs.statSync(out).size;
      console.log(`${path.relative(root, out)} crf ${crf}: ${(size / 1024).toFixed(0)} KB`);
      if (size < maxBytes) return size;
    }
    throw new Error(`${out} could not be made smaller than ${maxBytes} bytes`);
  };
  encode(path.join(outDir, 'hero.mp4'), 1280, 720, 1.5 * 1024 * 1024 * 0.97, CRF);
  if (rendered) encode(path.join(outDir, 'hero-mobile.mp4'), 540, 720, 700 * 1024 * 0.97, CRF_MOBILE, framesMobile);
  else encode(path.join(outDir, 'hero-mobile.mp4'), 854, 480, 700 * 1024 * 0.97, CRF_MOBILE);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
