#!/usr/bin/env node
// Renders the looping home seascape (poster = image id `home-hero`) to public/video/hero.mp4 and hero-mobile.mp4.
// Frames are drawn with the same scene code as the poster (t = 0 is the poster), then encoded with ffmpeg.
// Usage: node scripts/art/video.mjs [--seconds 8] [--fps 24]
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
  FPS = arg('fps', 24);
const N = Math.round(SECONDS * FPS);
const FFMPEG = fs.existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const outDir = path.join(root, 'public/video');
fs.mkdirSync(outDir, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-frames-'));

const t0 = Date.now();
try {
  let next = 0;
  const worker = async () => {
    while (next < N) {
      const i = next++;
      const svg = renderSvg('home-hero', 'hero', 1280, { t: i / N }); // t in [0,1): frame N would equal frame 0 -> seamless loop
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 0 })
        .toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`));
      if (i % 24 === 0) process.stdout.write(`frame ${i}/${N}\n`);
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`rendered ${N} frames in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const encode = (out, width, height, maxBytes, crf0) => {
    for (let crf = crf0; crf <= 40; crf += 2) {
      execFileSync(FFMPEG, [
        '-y',
        '-loglevel',
        'error',
        '-framerate',
        String(FPS),
        '-i',
        path.join(tmp, 'f%04d.png'),
        '-vf',
        `scale=${width}:${height}:flags=lanczos`,
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-crf',
        String(crf),
        '-tune',
        'animation',
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
  encode(path.join(outDir, 'hero.mp4'), 1280, 720, 1.5 * 1024 * 1024 * 0.97, 24);
  encode(path.join(outDir, 'hero-mobile.mp4'), 854, 480, 700 * 1024 * 0.97, 26);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
