// When does a tap on the phone menu first work? For each route: a phone (390 px, slow 4G, the CPU slowdown
// the Lighthouse runs were calibrated to; bench/cpu-slowdown.mjs) opens the page and taps the menu button as soon as it can be tapped, again and again,
// until the menu opens. The time from navigation start to the tap that opened it is the figure.
// Before the menus were HTML popovers, that was when the framework had hydrated (seconds); now it
// should be when the button first paints.
//
// Also, per route, when the framework is ready on that phone (React has hydrated the page: the live
// language switch, the form and the calendar work from then on).
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { frameworkHasStarted } from '../scripts/hydrated.mjs';

// Lighthouse's mobile "slow 4G" profile, applied to the network by the browser itself.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * A fresh phone on slow 4G with a slower CPU, cache off.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} cpuSlowdown
 */
async function phone(browser, cpuSlowdown) {
  // The bench serves over HTTP/2 with a self-signed certificate (bench/h2-serve.mjs).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/**
 * Runs `measure` on a fresh phone for each route, from the moment its navigation commits; returns
 * milliseconds from navigation start per route (null when it never happened).
 * @param {string} baseUrl
 * @param {string[]} routes
 * @param {number} cpuSlowdown
 * @param {(page: import('@playwright/test').Page, start: number) => Promise<number | null>} measure
 */
async function perRoute(baseUrl, routes, cpuSlowdown, measure) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  /** @type {Record<string, number | null>} */
  const results = {};
  try {
    for (const route of routes) {
      const { context, page } = await phone(browser, cpuSlowdown);
      const start = Date.now();
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit' });
      results[route] = await measure(page, start);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Until the framework has hydrated the page. @param {string} baseUrl @param {string[]} routes @param {number} cpuSlowdown */
export const measureFrameworkReady = (baseUrl, routes, cpuSlowdown) =>
  perRoute(baseUrl, routes, cpuSlowdown, (page, start) =>
    page
      .waitForFunction(frameworkHasStarted, null, { polling: 20, timeout: 60_000 })
      .then(() => Date.now() - start)
      .catch(() => null),
  );

/** Until a tap on the menu button first opens the menu. @param {string} baseUrl @param {string[]} routes @param {number} cpuSlowdown */
export const measureTapReady = (baseUrl, routes, cpuSlowdown) =>
  perRoute(baseUrl, routes, cpuSlowdown, async (page, start) => {
    const button = page.locator('[aria-controls="site-menu"]');
    const menu = page.locator('#site-menu');
    for (let attempt = 0; attempt < 200; attempt++) {
      // Home hides the bar at the top (spec); focus reveals it, as for a keyboard user.
      await button.focus();
      await button.tap({ timeout: 30_000 });
      const tappedAt = Date.now();
      // Open = the menu's links can be seen (whatever opened it: a popover, or a script's class).
      if (await menu.evaluate((el) => el.checkVisibility() && el.getBoundingClientRect().height > 0)) return tappedAt - start;
      await page.waitForTimeout(50); // a bench, not a test: retrying the tap is the point
    }
    return null;
  });
