// CloudFront in front of a private bucket (Origin Access Control) ignores the bucket's website rules
// and redirect metadata, so what the website endpoint does is done at the edge instead:
// - viewer-request.js, a CloudFront Function: old addresses -> 301 to their new page, `/x` -> 301
//   `/x/`, `/x/` -> the object `x/index.html`, a Vietnamese address that is no page -> 404 with the
//   Vietnamese not-found page (its tables are filled in here);
// - response-headers-policy.json: the security headers postbuild writes to out/_headers, in the shape
//   `aws cloudfront create-response-headers-policy --response-headers-policy-config file://…` takes.
//   One policy serves every page, so its CSP is the site-wide part only (SITE_HEADER_POLICY: no page's
//   script hashes); each page's own policy travels in its <meta>, and a browser enforces both.
// Both come from the build's own _redirects and _headers, so there is one list of each.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_HEADER_POLICY } from '../csp.mjs';
import { elementsOf } from '../html.mjs';
import { mainOf } from '../not-found-page.mjs';
import { DeployError, headersFor, parseHeadersFile, parseRedirectsFile, refuseLocalEndpoints } from './site.mjs';

/**
 * The function lives in deploy/cloudfront/viewer-request.js, handler and all (edit it there); only its
 * REDIRECTS table is generated. Paths are relative to the repo root, where npm runs scripts.
 */
export const FUNCTION_FILE = path.join('deploy', 'cloudfront', 'viewer-request.js');
const TABLE = /^var REDIRECTS = \{[\s\S]*?^\};$/m;

const VI_PAGES = /^var VI_PAGES = \{[\s\S]*?\};$/m;
const NOT_FOUND_VI = /^var NOT_FOUND_VI = [^\n]*;$/m;

/**
 * The viewer-request function's source, its REDIRECTS table filled from the `_redirects` rules and,
 * given the build's Vietnamese not-found data (`vietnameseNotFound`), its VI_PAGES and NOT_FOUND_VI.
 */
export function viewerRequestFunction(redirects, source = readFileSync(FUNCTION_FILE, 'utf8'), notFound) {
  if (!TABLE.test(source)) throw new Error(`${FUNCTION_FILE} has no \`var REDIRECTS = {…};\` table to fill`);
  const table = Object.fromEntries(redirects.map(({ from, to }) => [from, to]));
  let out = source.replace(TABLE, () => `var REDIRECTS = ${JSON.stringify(table, null, 2)};`);
  if (notFound) {
    if (!VI_PAGES.test(out) || !NOT_FOUND_VI.test(out)) throw new Error(`${FUNCTION_FILE} has no VI_PAGES / NOT_FOUND_VI to fill`);
    const pages = Object.fromEntries(notFound.pages.map((page) => [page.toLowerCase(), 1]));
    out = out
      .replace(VI_PAGES, () => `var VI_PAGES = ${JSON.stringify(pages)};`)
      .replace(NOT_FOUND_VI, () => `var NOT_FOUND_VI = ${JSON.stringify(notFound.html)};`);
  }
  // CloudFront Functions take at most 10 KB of code.
  if (Buffer.byteLength(out) > 10_240) throw new Error(`The viewer-request function is ${Buffer.byteLength(out)} bytes, over CloudFront's 10 KB`);
  return out;
}

/**
 * From the export: its Vietnamese page addresses (`/vi/…/`, redirect stubs included) and a compact
 * copy of vi/404.html small enough for the function (the built page is over its 10 KB): the same
 * language, title, stylesheets and text, no scripts (the CSP of a generated response has no hash for
 * them; the page links home and to the rooms instead of sending the visitor on).
 */
export function vietnameseNotFound(siteDir) {
  const pages = readdirSync(path.join(siteDir, 'vi'), { recursive: true })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => entry === 'index.html' || entry.endsWith('/index.html'))
    .map((entry) => `/vi/${entry.slice(0, -'index.html'.length)}`);
  const page = readFileSync(path.join(siteDir, 'vi', '404.html'), 'utf8');
  const elements = elementsOf(page);
  /** The first element `test` accepts, as written in the page. @param {(e: import('../html.mjs').HtmlElement) => boolean} test @param {string} what */
  const pick = (test, what) => {
    const found = elements.find(test) ?? fail(`vi/404.html has no ${what}`);
    return page.slice(found.start, found.end);
  };
  const styles = elements
    .filter((e) => e.name === 'link' && e.attrs.rel === 'stylesheet' && e.attrs.href)
    .map((e) => page.slice(e.start, e.end))
    .join('');
  const html = [
    '<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    pick((e) => e.name === 'title', '<title>'),
    pick((e) => e.name === 'meta' && e.attrs.name === 'description', 'description'),
    '<meta name="robots" content="noindex"/>',
    styles,
    '</head><body>',
    mainOf(page),
    '</body></html>',
  ].join('');
  return { pages, html };
}

/** @param {string} message @returns {never} */
function fail(message) {
  throw new DeployError(message);
}

/**
 * The response headers policy config for the security headers of `_headers`' catch-all rule.
 * Cache-Control is not in it: each object carries its own (set by the deploy), and CloudFront passes it on.
 */
export function responseHeadersPolicy(rules, name = 'vela-hotels-security-headers') {
  const headers = Object.fromEntries(Object.entries(headersFor(rules, '/')).map(([n, v]) => [n.toLowerCase(), v]));
  const take = (header) => {
    const value = headers[header];
    delete headers[header];
    if (value === undefined) throw new Error(`_headers has no ${header} for /*: the policy would drop it.`);
    return value;
  };
  delete headers['cache-control'];
  // The `/` rule's CSP is the home page's, with its script hashes: on any other page it would block
  // that page's inline scripts (the form never hydrated). The policy carries the site-wide part.
  delete headers['content-security-policy'];

  const hsts = take('strict-transport-security');
  const maxAge = /max-age=(\d+)/i.exec(hsts)?.[1];
  if (!maxAge) throw new Error(`Strict-Transport-Security "${hsts}" has no max-age`);
  if (take('x-content-type-options').toLowerCase() !== 'nosniff') throw new Error('X-Content-Type-Options must be nosniff');
  const config = {
    Name: name,
    Comment: 'Generated from out/_headers by npm run deploy -- --cloudfront-config',
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: SITE_HEADER_POLICY },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: take('x-frame-options').toUpperCase() },
      ReferrerPolicy: { Override: true, ReferrerPolicy: take('referrer-policy') },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: Number(maxAge),
        IncludeSubdomains: /includesubdomains/i.test(hsts),
        Preload: /preload/i.test(hsts),
      },
    },
  };
  // Whatever has no dedicated field (Permissions-Policy) goes in as a custom header, under the
  // spelling _headers uses.
  const original = Object.keys(headersFor(rules, '/'));
  const custom = Object.entries(headers).map(([lower, value]) => ({
    Header: original.find((n) => n.toLowerCase() === lower),
    Value: value,
    Override: true,
  }));
  return custom.length ? { ...config, CustomHeadersConfig: { Quantity: custom.length, Items: custom } } : config;
}

/**
 * The headers CloudFront adds to every response with this policy, as a browser receives them: what
 * the e2e suite serves pages with to prove the policy works on every page (tests/e2e/csp.ts).
 */
export function policyHeaders(config) {
  const security = config.SecurityHeadersConfig;
  const hsts = security.StrictTransportSecurity;
  const headers = {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'strict-transport-security': [`max-age=${hsts.AccessControlMaxAgeSec}`, hsts.IncludeSubdomains && 'includeSubDomains', hsts.Preload && 'preload']
      .filter(Boolean)
      .join('; '),
  };
  for (const { Header, Value } of config.CustomHeadersConfig?.Items ?? []) headers[Header.toLowerCase()] = Value;
  return headers;
}

/** Writes both files for the export in `siteDir` into `targetDir`; returns their paths. */
export function writeCloudFrontConfig(siteDir, targetDir, { allowLocalEndpoints = false } = {}) {
  const read = (name) => {
    const file = path.join(siteDir, name);
    if (!existsSync(file)) throw new DeployError(`${file} is missing: run \`npm run build\` first.`);
    return readFileSync(file, 'utf8');
  };
  const redirects = parseRedirectsFile(read('_redirects'));
  const rules = parseHeadersFile(read('_headers'));
  // The policy's CSP is the build's: from a local build it would let pages talk only to localhost.
  refuseLocalEndpoints(rules, allowLocalEndpoints);
  mkdirSync(targetDir, { recursive: true });
  const fn = path.join(targetDir, 'viewer-request.js');
  const policy = path.join(targetDir, 'response-headers-policy.json');
  writeFileSync(fn, viewerRequestFunction(redirects, undefined, vietnameseNotFound(siteDir)));
  writeFileSync(policy, `${JSON.stringify(responseHeadersPolicy(rules), null, 2)}\n`);
  return [fn, policy];
}
