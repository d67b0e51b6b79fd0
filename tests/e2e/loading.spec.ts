import { expect, test, type Page, type Request } from '@playwright/test';
import { frameworkScripts, framesLater, layoutShiftDetails, layoutShiftsWithin, recordLayoutShifts, waitForHydration } from './helpers';

// How pages load on a slow phone: the page paints from its HTML, CSS and display font first, the
// framework's scripts come after, and nothing moves while the rest arrives.

const ROOM_LIST = '/accommodation/sorrento/';

test('the framework scripts start loading only after the page has loaded and painted, each marked for eager compilation', async ({ page, request }) => {
  await page.goto(ROOM_LIST);
  await waitForHydration(page);
  const { loadStart, firstPaint } = await page.evaluate(() => ({
    loadStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  }));
  const scripts = await frameworkScripts(page);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.startTime, script.url).toBeGreaterThanOrEqual(loadStart);
    expect(script.startTime, script.url).toBeGreaterThanOrEqual(firstPaint);
    const body = await (await request.get(script.url)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), script.url).toBe(true);
  }
});

/** Requests matching `glob` wait until the returned function is called: a slow network, on cue. */
async function holdUntilReleased(page: Page, glob: string) {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await arrived;
    await route.continue();
  });
  return release;
}

/** Every face the page asked for has arrived (or failed): any swap has happened by now. */
function fontsSettled(page: Page) {
  return page.waitForFunction(async () => {
    await document.fonts.ready;
    return [...document.fonts].every((face) => face.status !== 'loading');
  });
}

/**
 * The page's styles are held until the preloaded face has arrived, so the first paint is in that face.
 * Whether a face fetched beside the styles wins that race is the network's doing: on a busy machine it
 * lost about one load in a hundred, and the centred headings then moved by their fallback's width
 * (the accepted few pixels; the navigation bar's own test below covers a late face).
 */
async function stylesAfterTheFace(page: Page) {
  let arrived = () => {};
  const faceArrived = new Promise<void>((resolve) => (arrived = resolve));
  const settle = (request: Request) => request.resourceType() === 'font' && arrived();
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.route('**/*.css', async (route) => {
    await faceArrived;
    await route.continue();
  });
}

test('the heading face is the only font fetched, and no text moves while the page loads', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await recordLayoutShifts(page);
  await stylesAfterTheFace(page);
  await page.goto(ROOM_LIST);
  await waitForHydration(page);
  await fontsSettled(page);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/\/playfair-display-[^/]+\.woff2$/);
  expect(await layoutShiftDetails(page)).toEqual([]);
});

for (const [path, subsets] of [
  ['/', ['latin']],
  ['/vi/', ['latin', 'vietnamese']],
  [`/vi${ROOM_LIST}`, ['latin', 'vietnamese']],
] as const) {
  test(`${path} fetches only the heading face's subsets its language needs, each preloaded with the page`, async ({ page }) => {
    const fonts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname.match(/playfair-display-(.+)-wght/)![1]!);
    });
    await page.goto(path);
    await waitForHydration(page);
    await fontsSettled(page);
    // Vietnamese needs the Vietnamese subset, never Latin Extended for the same letters (app/display-font.css).
    expect([...fonts].sort()).toEqual([...subsets]);
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')!.match(/playfair-display-(.+)-wght/)![1]));
    expect(preloaded.sort()).toEqual([...subsets]);
  });
}

for (const path of ['/', '/vi/']) {
  test(`${path}: the framework loads once the logo's fade-in has painted, and the page then works`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const firstScript = Math.min(...(await frameworkScripts(page)).map((script) => script.startTime));
    // The logo's fade-in begins 1 s after the hero is first styled.
    expect(firstScript).toBeGreaterThanOrEqual(1_000);
    // The logo is the page's largest content: no script request starts before that paint (Lighthouse
    // would count it as one the paint waited for).
    const logoPainted = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            const logo = list.getEntries().find((entry) => (entry as LargestContentfulPaint).element?.closest('h1'));
            if (logo) resolve(logo.startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(firstScript).toBeGreaterThan(logoPainted);
    await page.locator('a[href="#welcome"]').click();
    await expect(page.locator('#welcome')).toBeFocused();
  });
}

// On a slow network the page paints before the display face has arrived, in the metric-matched
// fallback (app/font-fallback.css), and the face swaps in later. Centred headings then shift by a few
// pixels (no fallback matches every word's width), but the bar is on every page and its buttons must
// not jump: the wordmark's box keeps one width whichever face draws it.
for (const width of [390, 1440]) {
  test(`a display face arriving after the first paint moves nothing in the navigation bar, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await recordLayoutShifts(page);
    const release = await holdUntilReleased(page, '**/*.woff2');
    await page.goto(ROOM_LIST, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect(page.locator('header a[href="/"]').first()).toBeVisible();
    release();
    await fontsSettled(page);
    // The frame that lays the page out again in the display face has been drawn.
    await framesLater(page);
    expect(await layoutShiftsWithin(page, 'header')).toEqual([]);
  });
}

// A compact hero stands its picture above the text on a phone (components/ui/page-hero.module.css):
// its box must have the picture's height before the file arrives, or the title and the page below it
// drop by the picture's height when it does (a slow mobile network shows that gap for seconds).
for (const path of ['/contact/', '/vi/accommodation/sorrento/family-suite/']) {
  test(`${path}: the hero's picture arriving after the first paint moves nothing, at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await recordLayoutShifts(page);
    const release = await holdUntilReleased(page, '**/images/**');
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main header[data-hero] img')!;
      return img.complete && img.naturalWidth > 0;
    });
    await framesLater(page);
    expect(await layoutShiftDetails(page)).toEqual([]);
  });
}
