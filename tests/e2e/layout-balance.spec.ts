import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Issue 27: uneven layouts a guest noticed, each measured where it happened, in both languages at
 * phone and desktop widths. A hole: empty space inside a card between its content and its buttons.
 * An orphan: a wrapped line holding a single word. Misaligned: facts or hours of one row of cards
 * at different heights.
 */

const LANGUAGES = [
  ['en', ''],
  ['vi', '/vi'],
] as const;
const WIDTHS = [390, 1440] as const;

/** Words per rendered line of an element's text, top to bottom. */
async function wordsPerLine(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const rect = range.getClientRects()[0];
        if (!rect || rect.width === 0) continue;
        const key = Math.round(rect.top / 4);
        lines.set(key, `${lines.get(key) ?? ''} ${match[0]}`.trim());
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
  });
}

/** Texts that wrap and leave their last word alone on the last line. */
async function orphans(elements: Locator) {
  const found: string[] = [];
  for (const element of await elements.all()) {
    const lines = await wordsPerLine(element);
    if (lines.length > 1 && !/\s/.test(lines.at(-1)!)) found.push(lines.join(' / '));
  }
  return found;
}

const tops = (elements: Locator) => elements.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));

async function open(page: Page, width: number, path: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  // Reveals show their content without scripts; nothing here waits on them.
}

for (const [language, prefix] of LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${language} at ${width} px`, () => {
      test('amenity cards: no hole between a card’s text and its buttons', async ({ page }) => {
        await open(page, width, `${prefix}/amenities/`);
        const holes = await page.locator('main article').evaluateAll((cards) =>
          cards.flatMap((card) => {
            const actions = [...card.querySelectorAll<HTMLElement>('[class*="actions"]')].at(-1);
            const before = actions?.previousElementSibling as HTMLElement | null;
            if (!actions || !before) return [];
            const gap = actions.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
            return gap > 48 ? [`${card.querySelector('h2, h3')?.textContent}: ${Math.round(gap)} px`] : [];
          }),
        );
        expect(holes).toEqual([]);
      });

      test('Amalfi’s “good to know”: check-in and check-out side by side, never one alone', async ({ page }) => {
        await open(page, width, `${prefix}/amalfi/`);
        const facts = page.locator('dl').filter({ has: page.locator('dt', { hasText: /check-in|nhận phòng/i }) });
        const checkIn = facts.locator('div', { has: page.locator('dt', { hasText: /check-in|nhận phòng/i }) }).last();
        const checkOut = facts.locator('div', { has: page.locator('dt', { hasText: /check-out|trả phòng/i }) }).last();
        const [a, b] = [await checkIn.boundingBox(), await checkOut.boundingBox()];
        // Two columns: one row. One column (a phone): one above the other, nothing beside either.
        if (Math.round(a!.x) === Math.round(b!.x)) expect(b!.y).toBeGreaterThan(a!.y);
        else expect(Math.round(a!.y)).toBe(Math.round(b!.y));
      });

      test('room cards: the four facts in two aligned pairs', async ({ page }) => {
        await open(page, width, `${prefix}/accommodation/amalfi/`);
        for (const card of await page.getByTestId('room-card').all()) {
          const rows = await tops(card.locator('ul[aria-label] > li'));
          expect(rows).toHaveLength(4);
          expect(rows[0]).toBe(rows[1]);
          expect(rows[2]).toBe(rows[3]);
          const lefts = await card.locator('ul[aria-label] > li').evaluateAll((n) => n.map((li) => Math.round(li.getBoundingClientRect().left)));
          expect(lefts[0]).toBe(lefts[2]);
          expect(lefts[1]).toBe(lefts[3]);
        }
      });

      test('dining: the venues’ hours on one line across a row, the hero title without an orphan', async ({ page }) => {
        await open(page, width, `${prefix}/dining/`);
        const hours = await tops(page.locator('main article [class*="meta"]'));
        expect(hours).toHaveLength(4);
        if (width === 1440) expect(new Set(hours).size).toBe(1); // four cards in one row
        expect(await orphans(page.locator('h1'))).toEqual([]);
        expect(await wordsPerLine(page.locator('h1'))).not.toContainEqual(expect.stringMatching(/(^|\s)nhâm$/));
      });

      test('a room page: the other rooms’ names without an orphan', async ({ page }) => {
        await open(page, width, `${prefix}/accommodation/amalfi/timeless-room-city-view/`);
        const names = page.getByTestId('other-room').locator('[class*="name"]');
        await expect(names.first()).toBeVisible();
        expect(await orphans(names)).toEqual([]);
      });

      test('the compare page’s room choices are styled, not the browser’s grey box', async ({ page }) => {
        await open(page, width, `${prefix}/accommodation/compare/`);
        const select = page.locator('main select').first();
        const style = await select.evaluate((el) => {
          const s = getComputedStyle(el);
          return { appearance: s.appearance, radius: parseFloat(s.borderTopLeftRadius), image: s.backgroundImage };
        });
        expect(style.appearance).toBe('none');
        expect(style.radius).toBeGreaterThan(4);
        expect(style.image).toContain('data:image/svg+xml');
      });
    });
  }
}
