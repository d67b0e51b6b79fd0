import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// One price format per language (docs/REQUIREMENTS.md §9 "Display"; lib/rates formatRate): "850,000 ₫" on
// English pages, "850.000 ₫" on Vietnamese ones. No page shows "145,000 VND" beside it. JSON-LD's
// priceCurrency 'VND' is data, not text, and stays.

const OUT = path.join(process.cwd(), 'out');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The text a visitor reads: no scripts (the RSC payload, JSON-LD), styles, tags or attributes. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0')
    .replace(/\s+/g, ' ');

test.describe('prices', () => {
  test('no page shows a figure followed by "VND", and each language groups its ₫ amounts its own way', () => {
    const files = htmlFiles(OUT);
    expect(files.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const file of files) {
      const page = path.relative(OUT, file);
      const text = visibleText(readFileSync(file, 'utf8'));
      const vi = page.startsWith(`vi${path.sep}`);
      for (const m of text.matchAll(/\d[\s\u00a0]*VND\b/g)) problems.push(`${page}: "…${text.slice(Math.max(0, m.index - 20), m.index + 6)}"`);
      // English groups thousands with commas, Vietnamese with full stops.
      const wrongGrouping = vi ? /\d{1,3}(?:,\d{3})+[\s\u00a0]*₫/g : /\d{1,3}(?:\.\d{3})+[\s\u00a0]*₫/g;
      for (const m of text.matchAll(wrongGrouping)) problems.push(`${page}: "${m[0]}" is not the ${vi ? 'Vietnamese' : 'English'} format`);
    }
    expect(problems).toEqual([]);
  });

  for (const [path, breakfast, dinner] of [
    ['/dining/buffet/', '145,000 ₫', '450,000 ₫'],
    ['/vi/dining/buffet/', '145.000 ₫', '450.000 ₫'],
    ['/amalfi/', '145,000\u00a0₫', '450,000\u00a0₫'],
    ['/vi/amalfi/', '145.000\u00a0₫', '450.000\u00a0₫'],
  ] as const) {
    test(`${path} shows the buffet prices as ${breakfast} and ${dinner} once hydrated`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const main = page.locator('main');
      await expect(main).toContainText(breakfast);
      await expect(main).toContainText(dinner);
      await expect(main).not.toContainText(/\d\s*VND/);
    });
  }
});
