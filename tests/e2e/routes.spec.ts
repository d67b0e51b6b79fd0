import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../content/site';
import { allowFulfilledDocumentsToReachLocalhost, enforceCsp, expectStrictScriptPolicy } from './csp';
import { expectNoAxeViolations, sitemapPaths, switchLanguage, releaseRoutesAfterEachTest, trackConsoleErrors, twinPath, waitForHydration } from './helpers';
import { LAYOUT_CHECKS, layoutProblems } from './layout-balance';
import { screenProblems, WIDTHS } from './screens';
import { collidingHeadingLines, oldStyleDigits } from './typesetting';

const SITE = site.url;

releaseRoutesAfterEachTest();
allowFulfilledDocumentsToReachLocalhost();

// Every route in the sitemap, in both languages, gets the same checks; a new page is covered by
// adding it to content/routes.ts (its Vietnamese twin comes with it). Each is loaded once, on a phone,
// and every check runs on that load: a page load costs about 2.5 CPU-s on these machines, and the
// suite is CPU-bound. Reduced motion: the home hero shows its poster, not a moving video frame, under
// the hero-text contrast check (screens.ts).
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

for (const path of sitemapPaths()) {
  const language = path.startsWith('/vi/') ? 'vi' : 'en';
  const english = language === 'en' ? path : twinPath(path);
  test.describe(`route ${path}`, () => {
    test(`is pre-rendered in ${language === 'vi' ? 'Vietnamese' : 'English'}, indexable per language, under its CSP, with no errors or axe violations, and reads well from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
      page,
      baseURL,
    }) => {
      const errors = trackConsoleErrors(page);
      const csp = await enforceCsp(page, baseURL!); // the page's CSP header, as the host sends it, besides its <meta>
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveURL((url) => url.pathname === path); // nobody was sent elsewhere

      // What a search engine reads in the head, read at once (one round trip, not twelve): each tag
      // once, with its value. The brand once: as the suffix ("Gallery | Vela Hotels") or in the title
      // itself ("Vela Sorrento · …").
      const head = await page.evaluate(() => {
        const values = (selector: string, attribute: string) => [...document.querySelectorAll(selector)].map((e) => e.getAttribute(attribute));
        return {
          brandsInTitle: document.title.match(/Vela/g)?.length ?? 0,
          lang: document.documentElement.lang,
          h1: document.querySelectorAll('h1').length,
          description: values('meta[name="description"]', 'content'),
          canonical: values('link[rel="canonical"]', 'href'),
          en: values('link[rel="alternate"][hreflang="en"]', 'href'),
          vi: values('link[rel="alternate"][hreflang="vi"]', 'href'),
          xDefault: values('link[rel="alternate"][hreflang="x-default"]', 'href'),
          ogLocale: values('meta[property="og:locale"]', 'content'),
          ogUrl: values('meta[property="og:url"]', 'content'),
        };
      });
      expect(head).toEqual({
        brandsInTitle: 1,
        lang: language,
        h1: 1,
        description: [expect.stringMatching(/^[\s\S]{41,}$/)],
        canonical: [`${SITE}${path}`],
        en: [`${SITE}${english}`],
        vi: [`${SITE}${twinPath(english)}`],
        xDefault: [`${SITE}${english}`],
        ogLocale: [language === 'vi' ? 'vi_VN' : 'en_US'],
        ogUrl: [`${SITE}${path}`],
      });
      const description = head.description[0];
      // Vietnamese typesetting (typesetting.ts) and the page's own layout checks (layout-balance.ts) on
      // the phone and, after the walk from the phone to the desktop (screens.ts), at 1440 px, where axe runs.
      const pageChecks = async (width: number) => {
        const typesetting =
          language === 'vi'
            ? [...(await collidingHeadingLines(page)), ...(await oldStyleDigits(page)).map((digits) => `old-style figures in ${digits}`)].map(
                (problem) => `at ${width}: ${problem}`,
              )
            : [];
        return [...typesetting, ...(await layoutProblems(page, english, width))];
      };
      await page.evaluate(() => document.fonts.ready);
      const problems = await pageChecks(390);
      problems.push(...(await screenProblems(page)), ...(await pageChecks(1440)));
      expect(problems).toEqual([]);
      // The navigation bar's booking link, in the page's language (on a phone it is in the closed menu).
      if (language === 'vi') await expect(page.getByRole('link', { name: 'Đặt phòng ngay' }).first()).toBeAttached();
      await expectNoAxeViolations(page);
      expect(csp.served, 'the CSP header was sent with the page').toHaveLength(1);
      expectStrictScriptPolicy(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));

      // The live switch: same page, other language, its own URL, title and one description.
      const title = await page.title();
      const main = await page.locator('main').innerText();
      await switchLanguage(page, language === 'en' ? 'vi' : 'en');
      await expect(page).toHaveURL((url) => url.pathname === twinPath(path));
      await expect.poll(() => page.locator('main').innerText()).not.toBe(main);
      await expect.poll(() => page.title()).not.toBe(title);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', description ?? '');

      // On the narrowest common phone the page itself never scrolls sideways (wide tables and card rows
      // scroll inside their own boxes).
      await page.setViewportSize({ width: 360, height: 780 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), 'page width at 360 px').toBe(360);

      expect(await csp.violations(), 'CSP violations, on the page and after the switch').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    });
  });
}

// The layout checks are looked up by path: a page renamed or dropped would lose them without a word.
test('every page with layout checks is in the sitemap', () => {
  expect(Object.keys(LAYOUT_CHECKS).filter((path) => !sitemapPaths().includes(path))).toEqual([]);
});

// The picture checks measure only pages whose hero says what it is: both kinds must still be found,
// or a renamed attribute would pass every page unmeasured.
test('the full and compact heroes are found in each language', () => {
  for (const language of ['en', 'vi'] as const) {
    const kinds = sitemapPaths()
      .filter((path) => path.startsWith('/vi/') === (language === 'vi'))
      .map((path) => readFileSync(join('out', path, 'index.html'), 'utf8').match(/<header[^>]*data-hero="(\w+)"/)?.[1]);
    expect(kinds.filter((kind) => kind === 'full').length, `${language}: pages with a full hero`).toBeGreaterThan(10);
    // contact, gallery, privacy and the twelve room pages
    expect(kinds.filter((kind) => kind === 'compact').length, `${language}: pages with a compact hero`).toBeGreaterThanOrEqual(15);
  }
});
