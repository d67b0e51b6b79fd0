// Dev helper: contact sheet of rendered images -> /tmp/sheet-N.png  (node scripts/art/sheet.mjs [ids...]);
// SHEET=/tmp/mine names the files /tmp/mine-N.png, so that two people making sheets at once keep their own
import sharp from 'sharp';
import fs from 'node:fs';
import { renderSvg, sceneIds, sceneKind } from './scenes/index.mjs';
const ids = process.argv.length > 2 ? process.argv.slice(2) : sceneIds();
const OUT = process.env.SHEET ?? '/tmp/sheet';
const TW = 400,
  TH = 300,
  COLS = 4,
  PER = 16;
for (let p = 0; p * PER < ids.length; p++) {
  const page = ids.slice(p * PER, (p + 1) * PER);
  const tiles = [];
  for (const id of page) {
    // the file the site serves at about this size (heroes have no 800 width), else the drawn fallback
    const file = `public/images/${id}-${sceneKind(id) === 'avatar' ? 192 : sceneKind(id) === 'hero' ? 960 : 800}.webp`;
    const src = fs.existsSync(file) && !process.env.FRESH ? sharp(file) : sharp(Buffer.from(renderSvg(id, undefined, 800)));
    tiles.push(await src.resize(TW, TH, { fit: 'contain', background: '#222' }).toBuffer());
  }
  const rows = Math.ceil(page.length / COLS);
  await sharp({ create: { width: TW * COLS, height: TH * rows, channels: 3, background: '#222' } })
    .composite(tiles.map((b, i) => ({ input: b, left: (i % COLS) * TW, top: Math.floor(i / COLS) * TH })))
    .png()
    .toFile(`${OUT}-${p}.png`);
  console.log(`${OUT}-${p}.png`, page.join(' '));
}
