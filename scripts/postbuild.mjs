#!/usr/bin/env node
// After `next build`: defers the framework's scripts in every page until the page has painted
// (defer-hydration.mjs), marks those start-up scripts for eager background compilation
// (compile-hints.mjs), then gives every page its CSP (csp.mjs: its own files, POSTs to the two
// inquiry endpoints baked into this build, and its inline scripts by hash) as a <meta> and in
// out/_headers, with the security and cache headers, for hosts that read it (Netlify, Cloudflare
// Pages; mirror them in S3/CloudFront as README says).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSettings } from '../content/build-settings.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { routeOf, withPagePolicy } from './csp.mjs';
import { deferNextScripts } from './defer-hydration.mjs';

if (!existsSync('out')) {
  console.error('[postbuild] out/ is missing');
  process.exit(1);
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

let deferred = 0;
for (const entry of readdirSync('out', { recursive: true })) {
  if (!entry.endsWith('.html')) continue;
  const file = path.join('out', entry);
  const html = readFileSync(file, 'utf8');
  const changed = deferNextScripts(html);
  if (changed !== html) {
    writeFileSync(file, changed);
    deferred += 1;
  }
}
console.log(`[postbuild] scripts load after first paint in ${deferred} pages`);
console.log(`[postbuild] compile hint added to ${addCompileHints('out')} start-up scripts`);

// Last, so it hashes every page's inline scripts as they will be served.
const pageRules = [];
for (const entry of readdirSync('out', { recursive: true }).sort()) {
  if (!entry.endsWith('.html')) continue;
  const file = path.join('out', entry);
  const { html, header } = withPagePolicy(readFileSync(file, 'utf8'), origins);
  writeFileSync(file, html);
  const route = routeOf(entry);
  for (const rule of route.endsWith('/') && route !== '/' ? [route, `${route}index.html`] : [route]) pageRules.push(`${rule}\n  Content-Security-Policy: ${header}\n`);
}
writeFileSync('out/_headers', `${headers}\n${pageRules.join('\n')}`);
console.log(`[postbuild] CSP with inline-script hashes in ${pageRules.length} _headers rules and every page's <meta> (connect-src 'self' ${origins.connect.join(' ')})`);
