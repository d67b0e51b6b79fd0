import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { frameworkHasStarted } from '../../scripts/hydrated.mjs';

/**
 * For specs whose routes answer for the page (route.fetch, a held answer): a handler may still be
 * running when a test ends (say, for a prefetch the router started after the last assertion), and
 * its "Test ended" error would land outside any test and fail the run (seen on a busy machine).
 * Call once at the top of the spec.
 */
export function releaseRoutesAfterEachTest() {
  test.afterEach(async ({ page }) => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

/** The framework's scripts never arrive (the page's own inline scripts still run): a visitor before they load. */
export const blockFramework = (page: Page) => page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());

/** Every route of the built site, from out/sitemap.xml, as paths ("/dining/"). */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(process.cwd(), 'out', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** axe-core's browser build, put into a page by `expectNoAxeViolations`. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Zero axe violations for WCAG 2.0/2.1/2.2 A and AA, in the state a visitor reads: after every
 * finite animation (a fade-in, a reveal) has finished, so contrast is measured on final colours.
 *
 * axe-core runs straight in the page, not through @axe-core/playwright: that wrapper put the 550 KB
 * script into the page twice per call and sent back every passing node's HTML, which took about
 * twice as long (eight calls on four routes under load: 29.8 s against 15.3 s), and the suite calls
 * this about 150 times. `page.evaluate` runs outside the page's CSP, as the wrapper's did.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // axe runs in the top document only; a page that gains a frame fails here first, so that frames
  // get checked rather than skipped.
  expect(page.frames(), 'a frame on the page: axe would not look inside it').toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(
    async (tags) => {
      const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations with all their nodes; passes and the rest come back with one node each.
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 5)
            .join(' | ')}`,
      );
    },
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Collects console errors and page errors for the test. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Switches the live language with the navbar's EN/VI dropdown; the address moves to the twin URL. */
export async function switchLanguage(page: Page, to: 'en' | 'vi') {
  const toggle = page.getByRole('button', { name: /^(Language|Ngôn ngữ):/ });
  // At the top of home the bar is hidden; focus inside it reveals it, as it does for keyboard users.
  await toggle.focus();
  await toggle.click();
  await page
    .locator('#language-menu')
    .getByRole('link', { name: to === 'vi' ? 'Tiếng Việt' : 'English', exact: false })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page).toHaveURL((url) => (to === 'vi' ? url.pathname.startsWith('/vi/') : !url.pathname.startsWith('/vi/')));
}

/** A path's twin in the other language: `/dining/` <-> `/vi/dining/`. */
export const twinPath = (path: string) => (path.startsWith('/vi/') ? path.slice(3) : `/vi${path}`);

/**
 * Waits until React has hydrated the page (the menu button is in the server HTML too, so its presence
 * proves nothing: React marks the nodes it has hydrated with its own fiber key). Not also for the
 * network to fall idle: the router's prefetches and lazy images go on after the page works, which cost
 * 2-2.5 s per call on a busy machine (87 calls), and what a test then checks it waits for itself.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(frameworkHasStarted);
}

/** One layout shift: its score, when it happened and what it moved. */
interface Shift {
  value: number;
  /** ms since navigation */
  time: number;
  moved: Element[];
  /** Each source as "what [x, y, w, h] -> [x, y, w, h]", named when recorded ("a removed node" if gone). */
  sources: string[];
}

/** Starts recording layout shifts not caused by input, with what each moved; call before `page.goto`. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`;
    const box = (r: DOMRectReadOnly) => `[${[r.x, r.y, r.width, r.height].map(Math.round).join(', ')}]`;
    const record = (entries: PerformanceEntryList) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of entries as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: Source[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved: Element[] = [];
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement; // a text node: its element
          if (element) moved.push(element);
          return `${element ? name(element) : 'a removed node'} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        shifts.push({ value: entry.value, time: Math.round(entry.startTime), moved, sources });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // A shift's source may be gone before the observer hears of it ("a removed node"): the elements
    // the page took out, and when, say which it was.
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((mutations) => {
      for (const { removedNodes, target } of mutations) {
        for (const node of removedNodes) {
          if (!(node instanceof Element) || ['SCRIPT', 'LINK', 'STYLE', 'META'].includes(node.tagName)) continue;
          removed.push(`${name(node)} from ${target instanceof Element ? name(target) : 'the document'} at ${Math.round(performance.now())} ms`);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    // Shifts of the last frame may still wait in the observer's queue: take them too.
    (window as unknown as { __shifts: () => Shift[] }).__shifts = () => (record(observer.takeRecords()), shifts);
  });
}

/** The layout shifts recorded so far (see recordLayoutShifts), in order. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __shifts: () => Shift[] }).__shifts().map((shift) => shift.value));
}

/**
 * The recorded layout shifts described for a failure message: the score, when, and what moved (the
 * element, or "a removed node" when the page had taken it out, then followed by the elements the page
 * removed and when), with its box before and after. A rare shift on a loaded CI machine is then
 * diagnosable from the message alone.
 */
export function layoutShiftDetails(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const recorded = window as unknown as { __shifts: () => Shift[]; __removed: string[] };
    const shifts = recorded.__shifts();
    const details = shifts.map(({ value, time, sources }) => `${value.toFixed(4)} at ${time} ms: ${sources.join('; ') || 'no source'}`);
    const fromRemoved = shifts.some(({ sources }) => sources.some((source) => source.startsWith('a removed node')));
    return fromRemoved ? [...details, `removed: ${recorded.__removed.join('; ') || 'nothing'}`] : details;
  });
}

/** The elements inside `selector` that the recorded layout shifts moved, as "TAG.class". */
export function layoutShiftsWithin(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (within) =>
      (window as unknown as { __shifts: () => Shift[] })
        .__shifts()
        .flatMap((shift) => shift.moved)
        .filter((element) => element.closest(within))
        .map((element) => `${element.tagName}.${element.className}`),
    selector,
  );
}

/** The framework scripts (/_next/static/…js) the page has fetched, with when each request started. */
export function frameworkScripts(page: Page): Promise<{ url: string; startTime: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith('/_next/static/') && r.name.endsWith('.js'))
      .map((r) => ({ url: r.name, startTime: r.startTime })),
  );
}

/**
 * Resolves after the page has drawn `count` more frames: a scroll, animation or re-render that an input had set off is
 * on screen by then (each begins at the next frame), so "nothing moved" can be checked without waiting out a time.
 */
export async function framesLater(page: Page, count = 2) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}
