#!/usr/bin/env node
// The JavaScript a pre-rendered page loads, measured from the built files: every <script src> in
// its HTML and every script its deferred loader appends (defer-hydration.mjs), gzip-compressed as a
// CDN would serve it. Usage: node scripts/page-weight.mjs [/route/ ...]
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deferredScriptSources } from './defer-hydration.mjs';
import { elementsOf } from './html.mjs';

/** `dir` is the export to measure: the site's out/ by default, or another build (the bench's floor). */
export function pageWeight(route, dir = 'out') {
  const root = path.resolve(dir);
  const html = readFileSync(path.join(root, route, 'index.html'), 'utf8');
  const elements = elementsOf(html);
  const tagged = elements.flatMap((e) => (e.name === 'script' && e.attrs.src ? [e.attrs.src] : []));
  const scripts = [...new Set([...tagged, ...deferredScriptSources(elements)])];
  let js = 0;
  let jsGz = 0;
  for (const src of scripts) {
    const file = path.join(root, decodeURI(src.split('?')[0] ?? src));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    js += body.length;
    jsGz += gzipSync(body, { level: 9 }).length;
  }
  const htmlBytes = Buffer.byteLength(html);
  return { route, scripts: scripts.length, js, jsGz, html: htmlBytes, htmlGz: gzipSync(html, { level: 9 }).length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = process.argv.slice(2);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const route of routes.length ? routes : ['/']) {
    const w = pageWeight(route);
    console.log(`${route}\tJS ${kb(w.jsGz)} gz (${kb(w.js)} raw, ${w.scripts} files)\tHTML ${kb(w.htmlGz)} gz`);
  }
}
