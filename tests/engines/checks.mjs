// The one list of checks every engine runs (tests/engines/suite.mjs runs it in Firefox and in WebKit):
// every page loads, hydrates, has no script error, failed load or CSP violation and shows its
// language; then what a guest does: the phone menu, the language switch, the gallery's lightbox,
// the rate calendar and an inquiry from it, sent to the local inbox and answered. Every wait is for a
// state of the page; the limit is for a hang only.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { frameworkHasStarted } from '../../scripts/hydrated.mjs';

/** A hang, not a speed goal: a busy 2-core machine, a page that hydrates after its load event. */
const HANG_MS = 60_000;

/**
 * Polls `fn` in the page until it returns something truthy, and returns that.
 * @param {import('./drivers.mjs').EnginePage} page
 */
export async function waitFor(page, what, fn, ...args) {
  const deadline = Date.now() + HANG_MS;
  for (;;) {
    const value = await page.evaluate(fn, ...args);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${page.engine}: still waiting after ${HANG_MS / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every page of the build in both languages, from out/sitemap.xml (content/routes.ts writes it). */
export function sitemapPaths() {
  const xml = readFileSync(path.join('out', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

/**
 * Loads a page and waits until it has hydrated. WebKit's driver once answered a navigation before the
 * new document had replaced the old one (CI: /vi/contact/ right after /contact/ read the old page's
 * address and hydration), so the old document is marked first and the wait is for a document without
 * the mark. A redirect still shows: it ends in a new document at another address.
 */
async function open(page, site, pathname) {
  await page.evaluate(() => {
    /** @type {any} */ (window).__leftBehind = true;
  });
  await page.goto(site.origin + pathname);
  await waitFor(page, `${pathname} to replace the page before it`, () => !(/** @type {any} */ (window).__leftBehind));
  await waitFor(page, `${pathname} to hydrate`, frameworkHasStarted);
}

/** No script error, failed load, console error or CSP violation since the document loaded. */
async function expectClean(page, where) {
  const probe = await page.evaluate(() => /** @type {any} */ (window).__engines);
  assert.ok(probe, `${where}: no probe in the page (not served through tests/engines/site.mjs?)`);
  assert.deepEqual(probe.errors, [], `${page.engine} ${where}: errors`);
  assert.deepEqual(probe.violations, [], `${page.engine} ${where}: CSP violations`);
}

const languageOf = (pathname) => (pathname.startsWith('/vi/') ? 'vi' : 'en');

/** The page's language: <html lang> and the hydrated language button's label. */
const expectLanguage = (page, language) =>
  waitFor(
    page,
    `the page in ${language}`,
    (lang, label) => document.documentElement.lang === lang && document.querySelector('[aria-controls="language-menu"]')?.textContent?.startsWith(label),
    language,
    language === 'vi' ? 'Ngôn ngữ' : 'Language',
  );

/** A page loads where it was asked for, hydrates, shows its language and reports nothing. */
export async function checkPage(page, site, pathname) {
  await open(page, site, pathname);
  assert.equal(await page.evaluate(() => location.pathname), pathname, `${page.engine}: ${pathname} went elsewhere`);
  await expectLanguage(page, languageOf(pathname));
  assert.ok(await page.evaluate(() => document.querySelector('h1')?.textContent?.trim()), `${page.engine}: ${pathname} has no heading`);
  await expectClean(page, pathname);
}

// In the page: whether an element is rendered (a closed popover or dialog is display: none).
const shown = (selector) => !!document.querySelector(selector)?.getClientRects().length;
const popoverState = (id, open) =>
  !!document.getElementById(id)?.getClientRects().length === open &&
  document.querySelector(`[aria-controls="${id}"]`)?.getAttribute('aria-expanded') === String(open);

/** A click on an element once it is rendered (lists and dialogs render after hydration). */
async function tap(page, selector) {
  await waitFor(page, `${selector} on screen`, shown, selector);
  await page.click(selector);
}

/** @type {{ name: string, run: (page: import('./drivers.mjs').EnginePage, site: { origin: string, inboxFile: string }) => Promise<void> }[]} */
export const INTERACTIONS = [
  {
    name: 'the phone menu opens, Escape closes it, and a link in it goes to its page',
    async run(page, site) {
      await open(page, site, '/dining/');
      await tap(page, '[aria-controls="site-menu"]');
      await waitFor(page, 'the menu open', popoverState, 'site-menu', true);
      await page.press('Escape');
      await waitFor(page, 'the menu closed by Escape', popoverState, 'site-menu', false);
      await tap(page, '[aria-controls="site-menu"]');
      await waitFor(page, 'the menu open again', popoverState, 'site-menu', true);
      await tap(page, '#site-menu a[href="/amenities/"]');
      await waitFor(
        page,
        'the amenities page, the menu closed',
        () => location.pathname === '/amenities/' && !document.getElementById('site-menu')?.getClientRects().length,
      );
      await expectClean(page, 'the phone menu');
    },
  },
  {
    name: 'the language switch moves the page to its Vietnamese twin',
    async run(page, site) {
      await open(page, site, '/dining/');
      await tap(page, '[aria-controls="language-menu"]');
      await waitFor(page, 'the language menu open', popoverState, 'language-menu', true);
      await tap(page, '#language-menu a[hreflang="vi"]');
      await expectLanguage(page, 'vi');
      await waitFor(page, 'the address of the twin', () => location.pathname === '/vi/dining/');
      await waitFor(page, 'the language menu closed', popoverState, 'language-menu', false);
      await expectClean(page, 'the language switch');
      // The choice is remembered and would take later English pages to Vietnamese.
      await page.evaluate(() => localStorage.clear());
    },
  },
  {
    name: 'the gallery lightbox opens on a picture, steps with the arrow key and closes with Escape',
    async run(page, site) {
      await open(page, site, '/gallery/');
      await tap(page, 'main li > button');
      // The title of the picture on show once it has loaded, if it is not `other`.
      const picture = (other) => {
        const image = /** @type {HTMLImageElement | null} */ (document.querySelector('dialog[open] figure img'));
        const title = image?.complete && image.naturalWidth > 0 && document.querySelector('dialog[open] h2')?.textContent;
        return title && title !== other ? title : null;
      };
      const first = await waitFor(page, 'the lightbox with its picture', picture, null);
      await page.press('ArrowRight');
      await waitFor(page, 'the next picture', picture, first);
      await page.press('Escape');
      await waitFor(
        page,
        'the lightbox closed, focus back on a picture',
        () => !document.querySelector('dialog[open]') && !!document.activeElement?.closest('main li'),
      );
      await expectClean(page, 'the lightbox');
    },
  },
  {
    name: 'the rate calendar opens and closes, prices a stay, and the inquiry it starts reaches the inbox',
    async run(page, site) {
      await open(page, site, '/accommodation/sorrento/family-suite/');
      const calendarOpen = () => !!document.querySelector('dialog[open] [data-testid="rate-calendar"] button[data-date]:enabled');
      await tap(page, '[data-testid="open-calendar"]');
      await waitFor(page, 'the calendar open', calendarOpen);
      await page.press('Escape');
      await waitFor(page, 'the calendar closed by Escape', () => !document.querySelector('dialog[open]'));
      await tap(page, '[data-testid="open-calendar"]');
      await waitFor(page, 'the calendar open again', calendarOpen);
      const [checkIn, checkOut] = await page.evaluate(() => {
        const days = [...document.querySelectorAll('dialog[open] button[data-date]:enabled')].map((b) => b.getAttribute('data-date'));
        return [days[3], days[6]];
      });
      await tap(page, `dialog[open] button[data-date="${checkIn}"]`);
      await tap(page, `dialog[open] button[data-date="${checkOut}"]`);
      await waitFor(page, 'the stay priced', shown, '[data-testid="calendar-total"]');
      await tap(page, '[data-testid="calendar-summary"] a');
      await waitFor(
        page,
        'the inquiry form with the room and dates',
        (from, to) =>
          location.pathname === '/contact/' &&
          /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="checkIn"]'))?.value === from &&
          /** @type {HTMLInputElement | null} */ (document.querySelector('input[name="checkOut"]'))?.value === to &&
          !!(/** @type {HTMLSelectElement | null} */ (document.querySelector('#inquiry-roomType'))?.value),
        checkIn,
        checkOut,
      );
      await tap(page, 'div:has(> #inquiry-roomType) + button');
      await waitFor(page, 'the room added', () => document.querySelectorAll('[data-testid="selected-room"]').length === 1);
      const name = `Nguyễn Văn ${page.engine} ${Date.now().toString(36)}`;
      await page.type('input[name="name"]', name);
      await page.type('input[name="email"]', 'van.nguyen@example.vn');
      await page.type('input[name="phone"]', '+84 912 345 678');
      await tap(page, 'form button[type="submit"]');
      await waitFor(page, 'the inbox’s answer: sent', shown, '[data-testid="inquiry-success"]');
      await expectClean(page, 'the inquiry');
      const stored = existsSync(site.inboxFile)
        ? readFileSync(site.inboxFile, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
            .filter((inquiry) => inquiry['GUEST NAME'] === name)
        : [];
      assert.equal(stored.length, 1, `${page.engine}: the inbox holds the inquiry once`);
      assert.equal(stored[0]['CHECK-IN DATE'], checkIn);
      assert.equal(stored[0]['CHECK-OUT DATE'], checkOut);
      assert.match(stored[0]['SELECTED ROOMS'], /^Family Suite/);
    },
  },
];
