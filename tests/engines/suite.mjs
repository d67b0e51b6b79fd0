// Runs tests/engines/checks.mjs in one engine: every page of both languages, then the interactions.
// One browser and one tab for the whole engine (a page load costs well under a second, a browser start
// several), the site and the inbox started once (tests/engines/site.mjs).
import { after, before, describe, test } from 'node:test';
import { INTERACTIONS, checkPage, sitemapPaths } from './checks.mjs';
import { launch } from './drivers.mjs';
import { startSite } from './site.mjs';

/** A hang, not a speed goal. */
const TEST_TIMEOUT = 180_000;

/** @param {'firefox' | 'webkit'} engine */
export function engineSuite(engine) {
  describe(engine, () => {
    let site;
    let page;
    before(async () => {
      site = await startSite();
      page = await launch(engine);
    });
    after(async () => {
      await page?.close();
      await site?.stop();
    });

    test('the browser', (t) => t.diagnostic(`${engine} ${page.version}`));
    for (const pathname of sitemapPaths()) {
      test(`${pathname} loads, hydrates, shows its language, no error or CSP violation`, { timeout: TEST_TIMEOUT }, () => checkPage(page, site, pathname));
    }
    for (const { name, run } of INTERACTIONS) test(name, { timeout: TEST_TIMEOUT }, () => run(page, site));
  });
}
