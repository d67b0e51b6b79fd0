// The Content-Security-Policy of each exported page, without 'unsafe-inline' for scripts: every
// inline script the page really carries (Next's bootstrap and RSC payload, the deferred loader, the
// early-submit script, whatever is added later) is allowed by its sha256, computed from the final HTML
// after every other postbuild rewrite. Delivered two ways: a <meta http-equiv> in the page (S3, GitHub
// Pages, any host that cannot set headers) and the same policy per route in out/_headers (Netlify,
// Cloudflare Pages). Per route rather than one site-wide union: each page's RSC payload is its own
// script, so a union would be a header of every page's hashes (tens of KB) that allows any page's
// scripts on every page.
import { createHash } from 'node:crypto';

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD, JSON) are not run, so CSP does not apply to them.
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** 'sha256-…' of each distinct inline script the browser would run, in page order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.replace(META, '').matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/**
 * The policy for one page. `forMeta` leaves out what a <meta> policy may not carry (frame-ancestors
 * is ignored there, with a console error); the header carries it.
 */
export function pagePolicy({ scriptHashes, connect = [], media = [] }, { forMeta = false } = {}) {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    // React sets style attributes (and Next inlines critical CSS): styles stay open, scripts do not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['media-src', "'self'", ...media].join(' '),
    ['connect-src', "'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

/**
 * The part of every page's policy that is the same on every page and that only a header can carry
 * (frame-ancestors): what a host that sets one header for the whole site sends (the CloudFront
 * response headers policy). It says nothing of scripts, styles or connections: browsers enforce every
 * policy a page has, so a site-wide script-src would block each page's own inline scripts (one page's
 * hashes are not another's); the page's full policy is in its <meta>.
 */
export const SITE_HEADER_POLICY = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"].join('; ');

/**
 * The page with its policy in a <meta> right after <meta charset> (before any script, which a meta
 * policy does not cover if it comes first), replacing one put there before. Returns the policy too.
 */
export function withPagePolicy(html, origins) {
  const page = html.replace(META, '');
  const scriptHashes = inlineScriptHashes(page);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ ...origins, scriptHashes }, { forMeta: true })}"/>`;
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8">/i.exec(page);
  const at = charset ? charset.index + charset[0].length : page.indexOf('<head>') + '<head>'.length;
  return { html: `${page.slice(0, at)}${meta}${page.slice(at)}`, header: pagePolicy({ ...origins, scriptHashes }) };
}

/** The route a file in out/ answers: out/contact/index.html -> /contact/, out/404.html -> /404.html. */
export const routeOf = (file) => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1')}`;
