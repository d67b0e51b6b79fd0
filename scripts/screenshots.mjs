#!/usr/bin/env node
// Looks at pages as a visitor would: full-page screenshots of routes at phone and desktop widths,
// in English and Vietnamese. Usage (with the site served, e.g. `npm start`):
//   node scripts/screenshots.mjs --base http://127.0.0.1:3000 --out /tmp/shots / /dining/ /contact/
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';
import { frameworkHasStarted } from './hydrated.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const base = option('base', 'http://127.0.0.1:3000');
const out = option('out', '/tmp/shots');
const widths = option('widths', '390,1440').split(',').map(Number);
const languages = option('langs', 'en,vi').split(',');
const full = option('full', 'true') === 'true';
const routes = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
for (const language of languages) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const route of routes) {
      // The URL decides the language: Vietnamese is the /vi/ address.
      await page.goto(new URL(language === 'vi' ? `/vi${route}` : route, base).toString(), { waitUntil: 'networkidle' });
      // The framework starts after the page has loaded and painted: wait for it (React on the menu
      // button), so slides, thumbnails and reveals are shown as a visitor sees them a moment later.
      await page.waitForFunction(frameworkHasStarted);
      await page.waitForLoadState('networkidle');
      // Let reveals run: scroll through the page once, then back to the top.
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        for (let y = 0; y < document.body.scrollHeight; y += 250) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await frame();
          await new Promise((r) => setTimeout(r, 40));
        }
        window.scrollTo(0, 0);
        await new Promise((r) => setTimeout(r, 900));
      });
      const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${language}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(out, name));
    }
    await context.close();
  }
}
await browser.close();
