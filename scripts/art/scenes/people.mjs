// Guest avatars: refined monograms (initials on a tinted disc with a fine gold ring), no drawn faces.
// The initials come from the reviewer's name (messages/en.json HomePage.testimonials) of the review
// that uses the avatar (content/testimonials.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { P, lighten, darken, f1 } from '../lib/core.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TINTS = [P.teal, P.terra, P.navy, P.olive, '#8a5a3c', P.sea];

export function initialsFor(i) {
  const src = fs.readFileSync(path.join(root, 'content/testimonials.ts'), 'utf8');
  const names = JSON.parse(fs.readFileSync(path.join(root, 'messages/en.json'), 'utf8')).HomePage.testimonials;
  const m = [...src.matchAll(/key: '(t\d)', avatar: 'avatar-(\d)'/g)].find((x) => +x[2] === i + 1);
  const name = m ? names[m[1]].name : '';
  const words = name.split(/\s+/).filter(Boolean);
  return words.length ? (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase() : '·';
}

export function avatar(s, i) {
  const { W, H } = s;
  const c = TINTS[i % TINTS.length];
  s.rect(
    0,
    0,
    W,
    H,
    s.rad(
      [
        [0, lighten(c, 0.18)],
        [1, darken(c, 0.12)],
      ],
      W * 0.35,
      H * 0.3,
      W * 0.9,
    ),
  );
  s.circle(W / 2, H / 2, W * 0.4, 'none', `stroke="${P.gold}" stroke-width="${f1(W * 0.012)}" opacity="0.9"`);
  s.add(
    `<text x="${W / 2}" y="${f1(H * 0.5)}" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${f1(W * 0.3)}" letter-spacing="${f1(W * 0.01)}" fill="${P.ivory}">${initialsFor(i)}</text>`,
  );
}
