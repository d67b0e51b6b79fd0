// Dev helper: render some ids to /tmp/art-try/*.png for a look (W=width, default 800).
import sharp from 'sharp';
import fs from 'node:fs';
import { renderSvg } from './scenes/index.mjs';
fs.mkdirSync('/tmp/art-try', { recursive: true });
for (const id of process.argv.slice(2)) {
  const t0 = Date.now();
  const svg = renderSvg(id, undefined, Number(process.env.W ?? 800));
  await sharp(Buffer.from(svg)).png().toFile(`/tmp/art-try/${id}.png`);
  console.log(id, Date.now() - t0, 'ms', svg.length);
}
