#!/usr/bin/env node
// After `next build`: writes out/_headers (security and cache headers for hosts that read it:
// Netlify, Cloudflare Pages; mirror them in S3/CloudFront as README says). The CSP allows exactly
// what the site uses: its own files, and POSTs to the two inquiry endpoints baked into this build.
// Then defers the framework's scripts in every page until the page has painted (defer-hydration.mjs),
// and marks those start-up scripts for eager background compilation (compile-hints.mjs).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSettings } from '../content/build-settings.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { deferNextScripts } from './defer-hydration.mjs';

if (!existsSync('out')) {
  console.error('[postbuild] out/ is missing');
  process.exit(1);
}

const { origins } = buildSettings();
const connect = ["'self'", ...origins.connect].join(' ');
const media = ["'self'", ...origins.media].join(' ');

// Next's static export inlines its bootstrap scripts, so 'unsafe-inline' is needed for scripts.
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `media-src ${media}`,
  `connect-src ${connect}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const headers = `/*
  Content-Security-Policy: ${csp}
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
writeFileSync('out/_headers', headers);
console.log(`[postbuild] wrote out/_headers (connect-src ${connect})`);

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
