import { expect, test } from '@playwright/test';

/**
 * Cards side by side share their height, and their main buttons share a baseline: checked on every
 * page with a card grid, in Vietnamese (the longer language), at desktop width. Not the amenities:
 * their cards differ in how much they say (two phone numbers, a note or none), and one height for the
 * row left holes of ~150 px inside the short ones, so each is as tall as its content (issue 27;
 * layout-balance.ts, run by routes.spec, checks that no card there has a hole).
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
