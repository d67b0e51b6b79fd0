import { expect, test, type Page } from '@playwright/test';
import { sitemapPathsSamplingRooms } from './helpers';

/**
 * Vietnamese stacks marks above letters (ẩ, ặ, ở) and English-sized line spacing lets them touch
 * the descenders of the line above. For every heading on every Vietnamese page, at phone and desktop
 * widths: the ink of each line (its glyphs' real bounds, marks included, measured with the heading's
 * own font) must not reach into the ink of the line above.
 */
async function collidingHeadingLines(page: Page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const problems: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) {
      if (!heading.offsetParent && getComputedStyle(heading).position !== 'fixed') continue; // not rendered
      const style = getComputedStyle(heading);
      const upper = style.textTransform === 'uppercase';
      // Each character's box, grouped into lines by its top.
      const lines = new Map<number, { top: number; text: string; font: string }>();
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const font = getComputedStyle(node.parentElement!).font;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const key = Math.round(rect.top);
          const line = lines.get(key) ?? { top: rect.top, text: '', font };
          line.text += upper ? text[i]!.toUpperCase() : text[i];
          lines.set(key, line);
        }
      }
      const ordered = [...lines.values()].filter((l) => l.text.trim()).sort((a, b) => a.top - b.top);
      for (let i = 1; i < ordered.length; i++) {
        const ink = (line: (typeof ordered)[number]) => {
          canvas.font = line.font;
          const m = canvas.measureText(line.text.trim());
          const baseline = line.top + m.fontBoundingBoxAscent; // a text box's top is its content area's
          return { top: baseline - m.actualBoundingBoxAscent, bottom: baseline + m.actualBoundingBoxDescent };
        };
        const above = ink(ordered[i - 1]!);
        const below = ink(ordered[i]!);
        if (below.top < above.bottom) {
          problems.push(`"${ordered[i - 1]!.text.trim()}" / "${ordered[i]!.text.trim()}" overlap by ${(above.bottom - below.top).toFixed(1)} px`);
        }
      }
    }
    return problems;
  });
}

/**
 * The display face (Playfair) draws old-style figures by default: "1" as small as an "ı" beside
 * capitals ("Cocktail mua 1 tặng 1", "15 m²"). Every digit set in it must use lining figures.
 */
async function oldStyleDigits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (!/\d/.test(node.textContent ?? '') || !element.offsetParent) continue;
      const style = getComputedStyle(element);
      if (!/Playfair/.test(style.fontFamily)) continue;
      if (!/lining-nums/.test(style.fontVariantNumeric)) found.push(`"${node.textContent!.trim().slice(0, 40)}" (${element.tagName.toLowerCase()})`);
    }
    return found;
  });
}

for (const width of [390, 1440]) {
  test(`Vietnamese headings: no line's marks touch the line above, and the display face's figures line up, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const path of sitemapPathsSamplingRooms('vi')) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      for (const problem of await collidingHeadingLines(page)) problems.push(`${path}: ${problem}`);
      for (const digits of await oldStyleDigits(page)) problems.push(`${path}: old-style figures in ${digits}`);
    }
    expect(problems).toEqual([]);
  });
}

/**
 * Cards side by side share their height, and their main buttons share a baseline: checked on every
 * page with a card grid, in Vietnamese (the longer language), at desktop width. Not the amenities:
 * their cards differ in how much they say (two phone numbers, a note or none), and one height for the
 * row left holes of ~150 px inside the short ones, so each is as tall as its content (issue 27;
 * layout-balance.spec checks that no card there has a hole).
 */
const CARD_PAGES = ['/vi/', '/vi/accommodation/', '/vi/accommodation/amalfi/', '/vi/dining/', '/vi/sorrento/', '/vi/amalfi/', '/vi/offers/', '/vi/explore/'];

test('cards in one row share their height and their button baseline', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const problems: string[] = [];
  for (const path of CARD_PAGES) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const rows = await page.evaluate(() => {
      const out: { cards: number; heights: number[]; buttons: number[] }[] = [];
      for (const list of document.querySelectorAll('main ul')) {
        const cards = [...list.children].map((li) => li.querySelector('article')).filter((a): a is HTMLElement => !!a);
        if (cards.length < 2) continue;
        const byRow = new Map<number, HTMLElement[]>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          byRow.set(top, [...(byRow.get(top) ?? []), card]);
        }
        for (const row of byRow.values()) {
          if (row.length < 2) continue;
          out.push({
            cards: row.length,
            heights: row.map((card) => Math.round(card.getBoundingClientRect().height)),
            // The card's last link or button: its call to action.
            buttons: row.map((card) => {
              const actions = card.querySelectorAll('a, button');
              return Math.round(actions[actions.length - 1]!.getBoundingClientRect().bottom);
            }),
          });
        }
      }
      return out;
    });
    for (const row of rows) {
      if (Math.max(...row.heights) - Math.min(...row.heights) > 1) problems.push(`${path}: card heights ${row.heights.join(', ')}`);
      if (Math.max(...row.buttons) - Math.min(...row.buttons) > 1) problems.push(`${path}: button bottoms ${row.buttons.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});
