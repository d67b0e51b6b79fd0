#!/usr/bin/env node
// After `next build`: moves the English pages to the site root (app/[lang] exports them under
// out/en/), defers the framework's scripts in every page until the page has painted
// (defer-hydration.mjs), marks those start-up scripts for eager background compilation
// (compile-hints.mjs), then gives every page its CSP (csp.mjs: its own files, POSTs to the two
// inquiry endpoints baked into this build, and its inline scripts by hash) as a <meta> and in
// out/_headers, with the security and cache headers, for hosts that read it (Netlify, Cloudflare
// Pages; mirror them in S3/CloudFront as README says).
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSettings } from '../content/build-settings.mjs';
import { textFile } from '../content/texts.mjs';
import { writeAdmin } from './cms/admin.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { routeOf } from './csp.mjs';
import { finishPage } from './finish-page.mjs';
import { elementsOf } from './html.mjs';
import { vietnameseNotFound } from './not-found-page.mjs';

/** @returns {never} */
function fail(message) {
  console.error(`[postbuild] ${message}`);
  process.exit(1);
}

if (!existsSync('out')) fail('out/ is missing');

// English lives at the site's paths: Next renders it under out/en/ (app/[lang], lang = en), so it
// moves up one level. Vietnamese stays under out/vi/. The RSC payload files are named by segment
// (`__next.$d$lang...`), not by language value, so they work unchanged from their new place.
if (!existsSync('out/en/index.html')) fail('out/en/index.html is missing: the English pages were not exported where expected');
for (const entry of readdirSync('out/en')) {
  if (existsSync(path.join('out', entry))) fail(`out/en/${entry} would overwrite out/${entry}`);
  renameSync(path.join('out/en', entry), path.join('out', entry));
}
rmdirSync('out/en');
// Only 404.html is the not-found page: storage would answer these copies with 200.
for (const copy of ['404', '_not-found']) rmSync(path.join('out', copy), { recursive: true, force: true });
console.log('[postbuild] English pages moved from out/en/ to the site root');

// The Vietnamese not-found page, for hosts that answer /vi/ misses with it (scripts/not-found-page.mjs).
{
  const { en, vi } = Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(textFile('Meta'), 'utf8'))).map(([language, meta]) => [language, meta.notFound]),
  );
  const html = readFileSync('out/404.html', 'utf8');
  const title = elementsOf(html).find((e) => e.name === 'title')?.textContent ?? fail('out/404.html has no <title>');
  if (!title.includes(en.title)) fail(`out/404.html's title "${title}" does not hold "${en.title}"`);
  writeFileSync('out/vi/404.html', vietnameseNotFound(html, { title: title.replace(en.title, vi.title), description: vi.description }));
  console.log('[postbuild] out/vi/404.html written in Vietnamese');
}

const { origins } = buildSettings();

// The site-wide headers. The CSP is per page (csp.mjs), written below once every page is final.
const headers = `/*
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()
  X-Frame-Options: DENY
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  Cache-Control: public, max-age=0, must-revalidate

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable

/images/*
  Cache-Control: public, max-age=604800, stale-while-revalidate=86400

/video/*
  Cache-Control: public, max-age=604800

/assets/*
  Cache-Control: public, max-age=86400
`;

// One pass over every page (finish-page.mjs): its start-up scripts deferred, then its CSP, which
// hashes every inline script as it will be served. Every start-up script must be deferred, and every
// script a loader names must exist: if Next changes its markup, the build fails, never quietly
// matches nothing.
const pageRules = [];
let pages = 0;
/** @type {Set<string>} */
const startup = new Set();
for (const entry of readdirSync('out', { recursive: true, encoding: 'utf8' }).sort()) {
  if (!entry.endsWith('.html')) continue;
  const file = path.join('out', entry);
  const { html, header, sources, left } = finishPage(readFileSync(file, 'utf8'), origins);
  if (sources.length === 0) fail(`${entry}: no start-up scripts were deferred (has Next's markup changed?)`);
  if (left.length) fail(`${entry}: start-up scripts left in the page: ${left.join(', ')}`);
  const missing = sources.filter((src) => !existsSync(path.join('out', src)));
  if (missing.length) fail(`${entry}: the loader names scripts that are not in out/: ${missing.join(', ')}`);
  writeFileSync(file, html);
  pages += 1;
  for (const src of sources) startup.add(src);
  const route = routeOf(entry);
  for (const rule of route.endsWith('/') && route !== '/' ? [route, `${route}index.html`] : [route])
    pageRules.push(`${rule}\n  Content-Security-Policy: ${header}\n`);
}
console.log(`[postbuild] scripts load after first paint in ${pages} pages`);
console.log(`[postbuild] compile hint added to ${addCompileHints('out', startup)} start-up scripts`);
// /admin/ (the CMS) after every page is final: its own page, policy and scripts (scripts/cms/admin.mjs).
pageRules.push(...writeAdmin('out'));
console.log('[postbuild] /admin/ (Decap CMS) written with its own policy, noindex');
writeFileSync('out/_headers', `${headers}\n${pageRules.join('\n')}`);
console.log(
  `[postbuild] CSP with inline-script hashes in ${pageRules.length} _headers rules and every page's <meta> (connect-src 'self' ${origins.connect.join(' ')})`,
);
