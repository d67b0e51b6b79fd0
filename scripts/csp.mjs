// The Content-Security-Policy of each exported page, without 'unsafe-inline' for scripts: every
// inline script the page really carries (Next's bootstrap and RSC payload, the deferred loader, the
// early-submit script, whatever is added later) is allowed by its sha256, taken from the page as it
// will be served: its own scripts and those the other postbuild rewrites add. Delivered two ways: a <meta http-equiv> in the page (S3, GitHub
// Pages, any host that cannot set headers) and the same policy per route in out/_headers (Netlify,
// Cloudflare Pages). Per route rather than one site-wide union: each page's RSC payload is its own
// script, so a union would be a header of every page's hashes (tens of KB) that allows any page's
// scripts on every page.
import { createHash } from 'node:crypto';
import { applyEdits, elementsOf, headOf, removal } from './html.mjs';

// Data blocks (JSON-LD, JSON) are not run, so CSP does not apply to them.
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The inline scripts the browser would run, with where each starts. @param {import('./html.mjs').HtmlElement[]} elements */
const inlineScripts = (elements) =>
  elements
    .filter((e) => e.name === 'script' && !('src' in e.attrs) && EXECUTABLE_TYPE.test((e.attrs.type ?? '').trim()))
    .map((e) => ({ at: e.start, body: e.text }));
/** @param {import('./html.mjs').HtmlElement} e */
const isPolicyMeta = (e) => e.name === 'meta' && (e.attrs['http-equiv'] ?? '').toLowerCase() === 'content-security-policy';
/** @param {string} body */
const sha256 = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** @param {{ at: number, body: string }[]} scripts Distinct hashes in page order. */
function hashesOf(scripts) {
  return [...new Set([...scripts].sort((a, b) => a.at - b.at).map((s) => sha256(s.body)))];
}

/** 'sha256-…' of each distinct inline script the browser would run, in page order. @param {string} html */
export function inlineScriptHashes(html) {
  return hashesOf(inlineScripts(elementsOf(html)));
}

/**
 * The policy for one page. `forMeta` leaves out what a <meta> policy may not carry (frame-ancestors
 * is ignored there, with a console error); the header carries it.
 * @param {{ scriptHashes: string[], connect?: string[], media?: string[] }} page
 * @param {{ forMeta?: boolean }} [options]
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
 * The edits that give a page its policy, given its elements (postbuild parses each page once for
 * every rewrite: finish-page.mjs) and the inline scripts other edits add (`added`, at their offsets):
 * a <meta> right after <meta charset> (before any script, which a meta policy does not cover if it
 * comes first), replacing one put there before. Returns the header's policy too.
 * @param {import('./html.mjs').HtmlElement[]} elements
 * @param {{ connect?: string[], media?: string[] }} origins
 * @param {{ at: number, body: string }[]} [added]
 */
export function policy(elements, origins, added = []) {
  const scriptHashes = hashesOf([...inlineScripts(elements), ...added]);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ ...origins, scriptHashes }, { forMeta: true })}"/>`;
  const charset = elements.find((e) => e.name === 'meta' && 'charset' in e.attrs);
  const at = charset ? charset.end : headOf(elements, 'policy').startTagEnd;
  return {
    edits: [...elements.filter(isPolicyMeta).map(removal), { start: at, end: at, text: meta }],
    header: pagePolicy({ ...origins, scriptHashes }),
  };
}

/** The page with its policy in a <meta> (see `policy`), and the policy for its header. @param {string} html @param {{ connect?: string[], media?: string[] }} origins */
export function withPagePolicy(html, origins) {
  const { edits, header } = policy(elementsOf(html), origins);
  return { html: applyEdits(html, edits), header };
}

/** The route a file in out/ answers: out/contact/index.html -> /contact/, out/404.html -> /404.html. */
export const routeOf = (file) => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1')}`;
