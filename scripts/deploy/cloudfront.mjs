// CloudFront in front of a private bucket (Origin Access Control) ignores the bucket's website rules
// and redirect metadata, so what the website endpoint does is done at the edge instead:
// - viewer-request.js, a CloudFront Function: old addresses -> 301 to their new page, `/x` -> 301
//   `/x/`, `/x/` -> the object `x/index.html` (its table of old addresses is filled in here);
// - response-headers-policy.json: the security headers postbuild writes to out/_headers, in the shape
//   `aws cloudfront create-response-headers-policy --response-headers-policy-config file://…` takes.
//   One policy serves every page, so its CSP is the site-wide part only (SITE_HEADER_POLICY: no page's
//   script hashes); each page's own policy travels in its <meta>, and a browser enforces both.
// Both come from the build's own _redirects and _headers, so there is one list of each.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_HEADER_POLICY } from '../csp.mjs';
import { DeployError, headersFor, parseHeadersFile, parseRedirectsFile, refuseLocalEndpoints } from './site.mjs';

/**
 * The function lives in deploy/cloudfront/viewer-request.js, handler and all (edit it there); only its
 * REDIRECTS table is generated. Paths are relative to the repo root, where npm runs scripts.
 */
export const FUNCTION_FILE = path.join('deploy', 'cloudfront', 'viewer-request.js');
const TABLE = /^var REDIRECTS = \{[\s\S]*?^\};$/m;

/** The viewer-request function's source, its REDIRECTS table filled from the `_redirects` rules. */
export function viewerRequestFunction(redirects, source = readFileSync(FUNCTION_FILE, 'utf8')) {
  if (!TABLE.test(source)) throw new Error(`${FUNCTION_FILE} has no \`var REDIRECTS = {…};\` table to fill`);
  const table = Object.fromEntries(redirects.map(({ from, to }) => [from, to]));
  return source.replace(TABLE, () => `var REDIRECTS = ${JSON.stringify(table, null, 2)};`);
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
  writeFileSync(fn, viewerRequestFunction(redirects));
  writeFileSync(policy, `${JSON.stringify(responseHeadersPolicy(rules), null, 2)}\n`);
  return [fn, policy];
}
