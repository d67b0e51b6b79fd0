import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { policyHeaders, responseHeadersPolicy } from '../../scripts/deploy/cloudfront.mjs';
import { parseHeadersFile } from '../../scripts/deploy/site.mjs';

// Every page under its strict CSP (scripts/csp.mjs: no 'unsafe-inline' for scripts, inline scripts by
// hash), enforced as real hosts would: the <meta> in the page, the header from out/_headers
// (Netlify, Cloudflare Pages) and every header the generated CloudFront response headers policy adds
// (npm run deploy -- --cloudfront-config), all added to each document here (the e2e server sets no
// headers). A browser enforces every policy it gets, so a page with no violation under all of them
// has none on either host. A violation anywhere fails the page. Used by routes.spec (every page) and contact-csp.spec (the form, the 404).

// A document that page.route fulfils counts for Chrome as coming from the public internet (it has no
// address), so Local Network Access would then refuse the form's POST to the inbox on localhost: a
// test artefact, switched off here; a real host serves the same header from a real address.
export function allowFulfilledDocumentsToReachLocalhost() {
  const launchOptions = config.use?.launchOptions ?? {};
  test.use({ launchOptions: { ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'] } });
}

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
export const POLICIES = headerPolicies();

/** What CloudFront adds to every response, from the policy `npm run deploy -- --cloudfront-config` writes. */
export const CLOUDFRONT_HEADERS = policyHeaders(responseHeadersPolicy(parseHeadersFile(readFileSync(path.join(process.cwd(), 'out', '_headers'), 'utf8'))));

/** A policy (header or <meta>) that runs scripts from the site and inline ones only by their hash; styles may be inline. */
export function expectStrictScriptPolicy(policy: string | null | undefined, where?: string) {
  expect(policy, where).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(policy, where).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/** Serves the site with each page's CSP header and records every violation the page reports. */
export async function enforceCsp(page: Page, baseURL: string) {
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
    // Only a document carries a policy; everything else goes to the server untouched.
    if (route.request().resourceType() !== 'document') return route.continue();
    // One resend on ECONNRESET, as a browser does when a kept-alive connection it reuses turns out
    // closed by the server (RFC 9112 §9.3.1): the static server closes idle sockets after 5 s (Node's
    // default), and a request Playwright sent on one in that instant failed a busy run.
    const response = await route.fetch({ maxRetries: 1 });
    const policy = POLICIES.get(new URL(route.request().url()).pathname);
    if (policy) served.push(policy);
    // Several policies in one header are a comma-separated list (CSP 3, "serialized-policy-list").
    const csp = [policy, CLOUDFRONT_HEADERS['content-security-policy']].filter(Boolean).join(', ');
    await route.fulfill({ response, headers: { ...response.headers(), ...CLOUDFRONT_HEADERS, 'content-security-policy': csp } });
  });
  return {
    served,
    violations: async () => [...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)), ...logged],
  };
}
