import type { Page } from '@playwright/test';

/**
 * Vietnamese stacks marks above letters (ẩ, ặ, ở) and English-sized line spacing lets them touch
 * the descenders of the line above. For every heading on every Vietnamese page, at phone and desktop
 * widths (routes.spec, in the load that checks the page's other promises): the ink of each line (its glyphs' real bounds, marks included, measured with the heading's
 * own font) must not reach into the ink of the line above.
 */
export async function collidingHeadingLines(page: Page) {
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
export async function oldStyleDigits(page: Page) {
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
