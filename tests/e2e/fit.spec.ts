import { expect, test, type Page } from '@playwright/test';
import { sitemapPathsSamplingRooms } from './helpers';

/**
 * Every page fits the screen at the widths visitors use, in both languages: the page never scrolls
 * sideways, and no text runs out of the box it is laid out in (a shrunken logo link whose wordmark ran
 * under the book button at 360 px; the Bistro and Luxe panels, whose menu-language cards made the
 * page 830 px wide on every tablet). Rows that scroll or clip on purpose (card rows, tables) end the
 * search: text inside them is the scroller's business.
 *
 * 320: the smallest phones; 360: the common Android width; 600 and 768: small tablets and a phone held
 * sideways; 1024: a tablet held sideways, just past the desktop layout's 992 px; 1440: desktop.
 */
const WIDTHS = [320, 360, 600, 768, 1024, 1440];

async function textOutOfItsBox(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('.visually-hidden, script, style, noscript')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue; // not rendered
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      for (let box: HTMLElement | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') break;
        if (style.display === 'inline' || style.display === 'contents') continue;
        const bounds = box.getBoundingClientRect();
        const out = Math.max(right - bounds.right, bounds.left - left);
        if (out > 1) {
          problems.push(`"${text.slice(0, 40)}" runs ${Math.round(out)} px out of <${box.tagName.toLowerCase()} class="${box.className}">`);
          break;
        }
      }
    }
    return problems;
  });
}

/**
 * One test per page and language, so the pages spread over the workers. Each page is loaded once, at
 * the narrowest width (where a first load is most likely to overflow), then widened step by step, as a
 * phone turned sideways or a window dragged wider: the layout is CSS and reflows on resize (the only
 * script that reads the width at start, the home hero's video, picks a file, not a layout). Loading it
 * again at every width gave the same verdicts at six times the page loads (252 per run).
 */
for (const language of ['en', 'vi'] as const) {
  for (const path of sitemapPathsSamplingRooms(language)) {
    test(`${path} fits ${WIDTHS.join(', ')} px: no sideways scroll, no text out of its box`, async ({ page }) => {
      const problems: string[] = [];
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 900 });
        if (index === 0) await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (pageWidth > width) problems.push(`at ${width} px the page is ${pageWidth} px wide`);
        for (const problem of await textOutOfItsBox(page)) problems.push(`at ${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
}
