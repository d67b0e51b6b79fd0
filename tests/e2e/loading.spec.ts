import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

// How pages load on a slow phone: the page paints from its HTML, CSS and display font first, the
// framework's scripts come after, and nothing moves while the rest arrives.

const ROOM_LIST = '/accommodation/sorrento/';

test('the framework scripts start loading only after the page has loaded, each marked for eager compilation', async ({ page, request }) => {
  await page.goto(ROOM_LIST);
  await waitForHydration(page);
  const { loadStart, scripts } = await page.evaluate(() => ({
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.startsWith('/_next/static/') && r.name.endsWith('.js'))
      .map((r) => ({ url: r.name, startTime: r.startTime })),
  }));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.startTime, script.url).toBeGreaterThanOrEqual(loadStart);
    const body = await (await request.get(script.url)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), script.url).toBe(true);
  }
});

test('a late body font never moves text: the page keeps the system face for that view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The body face (Inter) arrives after 1.5 s, as on a slow first visit; the heading face is on time.
  await page.route('**/_next/static/media/inter-*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(ROOM_LIST);
  await waitForHydration(page);
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
