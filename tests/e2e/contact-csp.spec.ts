import { expect, test } from '@playwright/test';
import { arrived, fill, guest, submit } from './contact-helpers';
import { allowFulfilledDocumentsToReachLocalhost, enforceCsp, expectStrictScriptPolicy, POLICIES } from './csp';
import { sitemapPaths, waitForHydration, releaseRoutesAfterEachTest } from './helpers';

// The strict CSP (tests/e2e/csp.ts). Every sitemap page is loaded under it by routes.spec; here the
// policies themselves, the 404 page, enforcement, and the form sending under it.

test.describe.configure({ timeout: 90_000 });

releaseRoutesAfterEachTest();
allowFulfilledDocumentsToReachLocalhost();

test('the policies allow no inline script but by hash, and every page has one', () => {
  const pages = sitemapPaths();
  expect(POLICIES.size).toBeGreaterThanOrEqual(pages.length);
  for (const route of pages) {
    const policy = POLICIES.get(route);
    expectStrictScriptPolicy(policy, route);
    expect(policy, route).toContain("frame-ancestors 'none'");
  }
});

test('the 404 page runs under its CSP with no violation', async ({ page, baseURL }) => {
  const csp = await enforceCsp(page, baseURL!);
  await page.goto('/no-such-page/');
  await waitForHydration(page);
  expectStrictScriptPolicy(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
  expect(await csp.violations()).toEqual([]);
});

test('the policy is enforced: a script injected inline is blocked and reported', async ({ page, baseURL }) => {
  const csp = await enforceCsp(page, baseURL!);
  await page.goto('/contact/');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await csp.violations()).some((v) => v.startsWith('script-src-elem'))).toBe(true);
});

test('the form sends under the CSP, with no violation', async ({ page, baseURL }, info) => {
  const csp = await enforceCsp(page, baseURL!);
  const g = guest(info);
  await page.goto('/contact/');
  await waitForHydration(page);
  await fill(page, g);
  await submit(page).click();
  await expect(page.getByTestId('inquiry-success')).toBeVisible({ timeout: 15_000 });
  expect(await arrived(g.name)).toHaveLength(1);
  expect(await csp.violations()).toEqual([]);
});
