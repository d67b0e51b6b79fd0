import type { Locator, Page } from '@playwright/test';

/**
 * Issue 27: uneven layouts a guest noticed, each measured on the page where it happened, in both
 * languages at phone and desktop widths. A hole: empty space inside a card between its content and
 * its buttons. An orphan: a wrapped line holding a single word. Misaligned: facts or hours of one row
 * of cards at different heights.
 *
 * These were a spec of their own that loaded those six pages again, in both languages at both widths
 * (24 page loads); routes.spec already loads every page on a phone and walks it to 1440 px, so it runs
 * them there, at 390 and at 1440 (`layoutProblems`).
 */

/** Words per rendered line of an element's text, top to bottom. */
function wordsPerLine(element: Locator): Promise<string[]> {
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

/** A wrapped text whose last word stands alone on the last line. */
const endsInOrphan = (lines: string[]) => lines.length > 1 && !/\s/.test(lines.at(-1)!);

/** Texts that wrap and leave their last word alone on the last line, as "line / line / word". */
async function orphans(elements: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const element of await elements.all()) {
    const lines = await wordsPerLine(element);
    if (endsInOrphan(lines)) found.push(`an orphan: ${lines.join(' / ')}`);
  }
  return found;
}

const tops = (elements: Locator) => elements.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
const lefts = (elements: Locator) => elements.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().left)));

type Check = (page: Page, width: number) => Promise<string[]>;

/** The checks, by page (the English path; the Vietnamese twin gets the same). */
export const LAYOUT_CHECKS: Record<string, Check> = {
  // Amenity cards: no hole between a card's text and its buttons.
  '/amenities/': (page) =>
    page.locator('main article').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const actions = [...card.querySelectorAll<HTMLElement>('[class*="actions"]')].at(-1);
        const before = actions?.previousElementSibling as HTMLElement | null;
        if (!actions || !before) return [];
        const gap = actions.getBoundingClientRect().top - before.getBoundingClientRect().bottom;
        return gap > 48 ? [`a hole in the card “${card.querySelector('h2, h3')?.textContent}”: ${Math.round(gap)} px`] : [];
      }),
    ),

  // Amalfi's "good to know": check-in and check-out side by side, never one alone.
  '/amalfi/': async (page) => {
    const facts = page.locator('dl').filter({ has: page.locator('dt', { hasText: /check-in|nhận phòng/i }) });
    const checkIn = facts.locator('div', { has: page.locator('dt', { hasText: /check-in|nhận phòng/i }) }).last();
    const checkOut = facts.locator('div', { has: page.locator('dt', { hasText: /check-out|trả phòng/i }) }).last();
    const [a, b] = [(await checkIn.boundingBox())!, (await checkOut.boundingBox())!];
    const where = `check-in at ${Math.round(a.x)},${Math.round(a.y)}, check-out at ${Math.round(b.x)},${Math.round(b.y)}`;
    // Two columns: one row. One column (a phone): one above the other, nothing beside either.
    if (Math.round(a.x) === Math.round(b.x)) return b.y > a.y ? [] : [`check-out is not below check-in (${where})`];
    return Math.round(a.y) === Math.round(b.y) ? [] : [`check-in and check-out are side by side but not in one row (${where})`];
  },

  // Room cards: the four facts in two aligned pairs.
  '/accommodation/amalfi/': async (page) => {
    const problems: string[] = [];
    const cards = await page.getByTestId('room-card').all();
    if (cards.length === 0) problems.push('no room cards');
    for (const [index, card] of cards.entries()) {
      const facts = card.locator('ul[aria-label] > li');
      const [rows, columns] = [await tops(facts), await lefts(facts)];
      const aligned = rows.length === 4 && rows[0] === rows[1] && rows[2] === rows[3] && columns[0] === columns[2] && columns[1] === columns[3];
      if (!aligned) problems.push(`room card ${index + 1}: its facts are not two aligned pairs (tops ${rows.join(', ')}; lefts ${columns.join(', ')})`);
    }
    return problems;
  },

  // Dining: the venues' hours on one line across a row, the hero title without an orphan.
  '/dining/': async (page, width) => {
    const problems: string[] = [];
    const hours = await tops(page.locator('main article [class*="meta"]'));
    if (hours.length !== 4) problems.push(`${hours.length} venues’ hours, not 4`);
    // Four cards in one row.
    if (width === 1440 && new Set(hours).size !== 1) problems.push(`the venues’ hours at different heights in one row: ${hours.join(', ')}`);
    const lines = await wordsPerLine(page.locator('h1'));
    if (endsInOrphan(lines)) problems.push(`an orphan: ${lines.join(' / ')}`);
    if (lines.some((line) => /(^|\s)nhâm$/.test(line))) problems.push(`the title breaks after “nhâm”: ${lines.join(' / ')}`);
    return problems;
  },

  // A room page: the other rooms' names without an orphan.
  '/accommodation/amalfi/timeless-room-city-view/': async (page) => {
    const names = page.getByTestId('other-room').locator('[class*="name"]');
    if (!(await names.first().isVisible())) return ['the other rooms’ names are not shown'];
    return orphans(names);
  },

  // The compare page's room choices are styled, not the browser's grey box.
  '/accommodation/compare/': async (page) => {
    const style = await page
      .locator('main select')
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return { appearance: s.appearance, radius: parseFloat(s.borderTopLeftRadius), image: s.backgroundImage };
      });
    const styled = style.appearance === 'none' && style.radius > 4 && style.image.includes('data:image/svg+xml');
    return styled ? [] : [`the room choice looks like the browser’s own: ${JSON.stringify(style)}`];
  },
};

/** The layout problems of this page (English or Vietnamese path) at the width it is shown at. */
export async function layoutProblems(page: Page, englishPath: string, width: number): Promise<string[]> {
  const check = LAYOUT_CHECKS[englishPath];
  return check ? (await check(page, width)).map((problem) => `at ${width}: ${problem}`) : [];
}
