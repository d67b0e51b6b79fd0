import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { arrived, fill, guest, submit } from './contact-helpers';
import { sitemapPaths, waitForHydration, releaseRoutesAfterEachTest } from './helpers';

// Every page under its strict CSP (scripts/csp.mjs: no 'unsafe-inline' for scripts, inline scripts by
// hash), enforced twice as a real host would: the <meta> in the page, and the header from
// out/_headers added to each document here (the e2e server sets no headers). A violation anywhere,
// of either, fails the page.

test.describe.configure({ timeout: 90_000 });

releaseRoutesAfterEachTest();

// A document that page.route fulfils counts for Chrome as coming from the public internet (it has no
// address), so Local Network Access would then refuse the form's POST to the inbox on localhost: a
// test artefact, switched off here; a real host serves the same header from a real address.
const launchOptions = config.use?.launchOptions ?? {};
test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });

/** Route -> Content-Security-Policy, from out/_headers. */
function headerPolicies(): Map<string, string> {
  const text = readFileSync(path.join(process.cwd(), 'out', '_headers'), 'utf8');
  const policies = new Map<string, string>();
  for (const block of text.split(/\n(?=\S)/)) {
    const [route, ...lines] = block.trim().split('\n');
    const csp = lines.map((l) => l.trim()).find((l) => l.startsWith('Content-Security-Policy: '));
    if (route && csp) policies.set(route.trim(), csp.slice('Content-Security-Policy: '.length));
  }
  return policies;
}
const POLICIES = headerPolicies();

/** Serves the site with each page's CSP header and records every violation the page reports. */
async function enforce(page: Page, baseURL: string) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`));
  });
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) logged.push(m.text());
  });
  const served: string[] = [];
  await page.route(`${baseURL}/**`, async (route) => {
    const response = await route.fetch();
    const policy = route.request().resourceType() === 'document' ? POLICIES.get(new URL(route.request().url()).pathname) : undefined;
    if (policy) served.push(policy);
    await route.fulfill({ response, headers: policy ? { ...response.headers(), 'content-security-policy': policy } : response.headers() });
  });
  return {
    served,
    violations: async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...logged],
  };
}

test('the policies allow no inline script but by hash, and every page has one', () => {
  const pages = sitemapPaths();
  expect(POLICIES.size).toBeGreaterThanOrEqual(pages.length);
  for (const route of pages) {
    const policy = POLICIES.get(route);
    expect(policy, route).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(policy, route).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy, route).toContain("frame-ancestors 'none'");
  }
});

for (const route of [...sitemapPaths(), '/no-such-page/']) {
  test(`${route} runs under its CSP with no violation`, async ({ page, baseURL }) => {
    const csp = await enforce(page, baseURL!);
    await page.goto(route);
    await waitForHydration(page);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(meta).not.toMatch(/script-src[^;]*'unsafe-inline'/); // styles may be inline; scripts not
    if (route !== '/no-such-page/') expect(csp.served).toHaveLength(1);
    expect(await csp.violations()).toEqual([]);
  });
}

test('the policy is enforced: a script injected inline is blocked and reported', async ({ page, baseURL }) => {
  const csp = await enforce(page, baseURL!);
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
  const csp = await enforce(page, baseURL!);
  const g = guest(info);
  await page.goto('/contact/');
  await waitForHydration(page);
  await fill(page, g);
  await submit(page).click();
  await expect(page.getByTestId('inquiry-success')).toBeVisible({ timeout: 15_000 });
  expect(await arrived(g.name)).toHaveLength(1);
  expect(await csp.violations()).toEqual([]);
});
