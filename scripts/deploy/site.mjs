// The deploy's view of a built export: which objects the bucket must hold, each with its content type,
// cache header and (for the old addresses) website redirect. Pure reading of out/, no network, so the
// dry run, the real deploy and the CloudFront generator all agree.
//
// One source for headers: out/_headers, which scripts/postbuild.mjs writes for Netlify and Cloudflare
// Pages. One source for redirects: out/_redirects (public/_redirects copied by the build).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
// The build's own rule for "this computer", so the build and this guard never disagree.
import { isLoopbackHost } from '../../content/build-settings.mjs';

/** An error whose message alone tells the person deploying what to set or check. */
export class DeployError extends Error {}

const UTF8 = '; charset=utf-8';

/** Content type by file extension: every kind of file the export has. Text types say utf-8. */
export const CONTENT_TYPES = {
  html: `text/html${UTF8}`,
  // RSC payloads (index.txt, __next.*.txt) and robots.txt. Next's router accepts text/plain as a
  // flight response in a static export (fetch-server-response.js), which is what any host serves.
  txt: `text/plain${UTF8}`,
  js: `text/javascript${UTF8}`,
  mjs: `text/javascript${UTF8}`,
  css: `text/css${UTF8}`,
  json: `application/json${UTF8}`,
  map: `application/json${UTF8}`,
  webmanifest: `application/manifest+json${UTF8}`,
  xml: `application/xml${UTF8}`,
  // /admin/config.yml, the CMS's configuration.
  yml: `text/yaml${UTF8}`,
  svg: `image/svg+xml${UTF8}`,
  woff2: 'font/woff2',
  woff: 'font/woff',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** Files the build writes for other hosts' configuration: they are read here, never uploaded. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

export function contentTypeFor(key) {
  const ext = path.posix.extname(key).slice(1).toLowerCase();
  const type = CONTENT_TYPES[ext];
  // A wrong type breaks a page silently (a script served as binary does not run), so an unknown
  // kind of file stops the deploy instead of going up as application/octet-stream.
  if (!type) throw new Error(`No content type known for "${key}": add its extension to CONTENT_TYPES in scripts/deploy/site.mjs.`);
  return type;
}

/** HTML pages and the RSC payloads the router fetches for them: they change on every deploy. */
export function isPageDocument(key) {
  const name = path.posix.basename(key);
  return name.endsWith('.html') || name === 'index.txt' || (name.startsWith('__next.') && name.endsWith('.txt'));
}

/**
 * Netlify/Cloudflare `_headers`: a path pattern on its own line, then indented `Name: value` lines.
 * Returns the rules in file order.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: cannot read line "${line.trim()}"`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

// `*` matches anything (also across slashes), `:name` one segment: the hosts' pattern syntax.
const patternRegExp = (pattern) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/:\w+/g, '[^/]+')}$`,
  );

/**
 * The headers a URL path gets. Where several rules set the same header, the later (more specific,
 * as postbuild orders them) wins: `/_next/static/*` overrides the catch-all's Cache-Control.
 * @param {{ pattern: string, headers: Record<string, string> }[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const merged = {};
  for (const rule of rules) {
    if (!patternRegExp(rule.pattern).test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      for (const existing of Object.keys(merged)) if (existing.toLowerCase() === name.toLowerCase()) delete merged[existing];
      merged[name] = value;
    }
  }
  return merged;
}

const headerValue = (headers, name) => Object.entries(headers).find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];

/** `_redirects`: `from to [status]` per line. Only fixed paths: a bucket cannot express splats. */
export function parseRedirectsFile(text) {
  const redirects = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status = '301'] = line.split(/\s+/);
    // A not-found rule (`/vi/* /vi/404.html 404`) is for hosts that read _redirects; storage answers misses itself.
    if (status === '404') continue;
    if (!from?.startsWith('/') || !to || /[*:]/.test(from)) throw new Error(`_redirects: cannot deploy "${line}" as an object (fixed paths only)`);
    redirects.push({ from, to, status: Number(status) });
  }
  return redirects;
}

/** The object key that answers a redirect's `from` path on a website endpoint. */
export const redirectKey = (from) => (from.endsWith('/') ? `${from.slice(1)}index.html` : from.slice(1));

/**
 * Inquiry endpoints baked into the build that only work on the builder's machine. postbuild puts the
 * endpoints' origins in the CSP's connect-src, so the catch-all rule's CSP names them.
 */
export function localEndpoints(rules) {
  const csp = headerValue(headersFor(rules, '/'), 'Content-Security-Policy') ?? '';
  const connect =
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src') ?? [];
  return connect.slice(1).filter((source) => {
    try {
      return isLoopbackHost(new URL(source).hostname);
    } catch {
      return false; // 'self' and other keywords
    }
  });
}

/**
 * Refuses a build that would send guests' inquiries to the build machine. The tests deploy such a
 * build on purpose (`allow`).
 */
export function refuseLocalEndpoints(rules, allow) {
  const local = localEndpoints(rules);
  if (local.length && !allow) {
    throw new DeployError(
      `This build sends inquiries to ${local.join(', ')}, which only exists on the build machine: rebuild with NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO and NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI set (or pass --allow-local-endpoints for a test bucket).`,
    );
  }
}

const sha256 = (body) => createHash('sha256').update(body).digest('hex');

function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Everything the bucket must hold for the export in `dir`:
 * objects: [{ key, body, sha256, contentType, cacheControl, redirect?, phase }], sorted by phase then key.
 * phase 1 = assets, 2 = pages, RSC payloads and redirects (uploaded after every asset they point to).
 */
export function readSite(dir) {
  const headersFile = path.join(dir, '_headers');
  const redirectsFile = path.join(dir, '_redirects');
  if (!existsSync(path.join(dir, 'index.html')) || !existsSync(headersFile)) {
    throw new Error(`${dir} is not a finished build (no index.html or _headers): run \`npm run build\` first.`);
  }
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const redirects = existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : [];

  const object = (key, body, redirect) => ({
    key,
    body,
    sha256: sha256(body),
    // A redirect key may have no extension (`sorrento/hotel`); its body is the HTML stub.
    contentType: redirect ? CONTENT_TYPES.html : contentTypeFor(key),
    cacheControl: headerValue(headersFor(rules, `/${key}`), 'Cache-Control') ?? 'public, max-age=0, must-revalidate',
    ...(redirect ? { redirect } : {}),
    phase: isPageDocument(key) || redirect ? 2 : 1,
  });

  const objects = new Map();
  for (const key of listFiles(dir)) {
    if (!HOST_CONFIG_FILES.has(key)) objects.set(key, object(key, readFileSync(path.join(dir, key))));
  }
  for (const { from, to } of redirects) {
    const key = redirectKey(from);
    // The build pre-renders a meta-refresh stub at `from/`; keep it as the body so a CDN reading a
    // private bucket (which ignores the redirect metadata) still sends visitors on. The key without
    // the slash gets the same stub, so `/x` is one 301 instead of `/x` -> `/x/` -> target.
    const stub = objects.get(redirectKey(from.endsWith('/') ? from : `${from}/`))?.body;
    const body = objects.get(key)?.body ?? stub ?? Buffer.from(`<!DOCTYPE html><meta http-equiv="refresh" content="0;url=${to}">`);
    objects.set(key, object(key, body, to));
  }
  return {
    objects: [...objects.values()].sort((a, b) => a.phase - b.phase || a.key.localeCompare(b.key)),
    rules,
    redirects,
  };
}
