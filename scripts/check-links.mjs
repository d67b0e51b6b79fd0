#!/usr/bin/env node
// Link check over the whole export (part of `npm test`, after the build): every internal link,
// image, PDF, video, script and #anchor in every pre-rendered page resolves to a file in out/;
// external links are well-formed https URLs that open in a new tab with rel="noopener noreferrer";
// tel: and mailto: links are well-formed. Links that only exist after a click are checked by e2e.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { deferredScriptSources } from './defer-hydration.mjs';
import { elementsOf } from './html.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`[links] ${root} has no index.html: build first.`);
  process.exit(1);
}

const pages = [];
(function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== '_next') walk(file);
    } else if (entry.endsWith('.html')) pages.push(file);
  }
})(root);

const LINKING = new Set(['a', 'link', 'img', 'source', 'video', 'script', 'iframe']);

/** @type {Map<string, { ids: Set<string>, tags: { tag: string, attrs: Record<string, string> }[] }>} */
const parsed = new Map();
/** A page's ids and linking elements, read by the HTML parser (attribute values decoded). @param {string} file */
function parse(file) {
  const known = parsed.get(file);
  if (known) return known;
  const html = readFileSync(file, 'utf8');
  const elements = elementsOf(html);
  const ids = new Set(elements.flatMap((e) => (e.attrs.id ? [e.attrs.id] : [])));
  const tags = [
    ...elements.filter((e) => LINKING.has(e.name)).map((e) => ({ tag: e.name, attrs: e.attrs })),
    // The framework scripts the page appends after its first paint (defer-hydration.mjs).
    ...deferredScriptSources(elements).map((src) => ({ tag: 'script', attrs: /** @type {Record<string, string>} */ ({ src }) })),
  ];
  const result = { ids, tags };
  parsed.set(file, result);
  return result;
}

const pageUrl = (file) => {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return `/${rel.replace(/index\.html$/, '')}`;
};

/** The file a same-site path is served from, as object storage would. */
function resolveFile(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const target = path.join(root, decoded);
  if (!target.startsWith(root)) return null;
  if (decoded.endsWith('/')) return existsSync(path.join(target, 'index.html')) ? path.join(target, 'index.html') : null;
  if (existsSync(target) && statSync(target).isFile()) return target;
  if (existsSync(path.join(target, 'index.html'))) return path.join(target, 'index.html');
  return null;
}

const problems = [];
let checked = 0;
const base = 'https://site.invalid';

for (const file of pages) {
  const from = pageUrl(file);
  const { tags } = parse(file);
  for (const { tag, attrs } of tags) {
    const urls = [];
    if (tag === 'a' && attrs.href !== undefined) urls.push(['href', attrs.href]);
    if (tag === 'link' && attrs.href && !/preconnect|dns-prefetch/.test(attrs.rel ?? '')) urls.push(['href', attrs.href]);
    if (['img', 'source', 'video', 'script', 'iframe'].includes(tag) && attrs.src) urls.push(['src', attrs.src]);
    if (tag === 'video' && attrs.poster) urls.push(['poster', attrs.poster]);
    for (const key of ['srcset', 'imagesrcset']) {
      if (attrs[key]) for (const candidate of attrs[key].split(',')) urls.push([key, candidate.trim().split(/\s+/)[0]]);
    }
    for (const [attr, raw] of urls) {
      checked += 1;
      const where = `${from} <${tag} ${attr}="${raw}">`;
      if (!raw) {
        problems.push(`${where}: empty`);
        continue;
      }
      if (/^tel:/.test(raw)) {
        if (!/^tel:\+\d{8,15}$/.test(raw)) problems.push(`${where}: malformed tel: link`);
        continue;
      }
      if (/^mailto:/.test(raw)) {
        if (!/^mailto:[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(raw)) problems.push(`${where}: malformed mailto: link`);
        continue;
      }
      if (/^(javascript|data):/i.test(raw)) {
        if (/^javascript:/i.test(raw)) problems.push(`${where}: javascript: URL`);
        continue;
      }
      let url;
      try {
        url = new URL(raw, `${base}${from}`);
      } catch {
        problems.push(`${where}: not a valid URL`);
        continue;
      }
      if (url.origin !== base) {
        if (url.protocol !== 'https:') problems.push(`${where}: external link is not https`);
        if (tag === 'a') {
          const rel = (attrs.rel ?? '').split(/\s+/);
          if (attrs.target !== '_blank') problems.push(`${where}: external link does not open in a new tab`);
          if (!rel.includes('noopener') || !rel.includes('noreferrer')) problems.push(`${where}: external link lacks rel="noopener noreferrer"`);
        }
        continue;
      }
      const target = resolveFile(url.pathname);
      if (!target) {
        problems.push(`${where}: ${url.pathname} does not exist in the export`);
        continue;
      }
      if (url.hash && url.hash !== '#' && target.endsWith('.html')) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!parse(target).ids.has(id)) problems.push(`${where}: no element with id "${id}" on ${url.pathname}`);
      }
    }
  }
}

for (const p of problems.slice(0, 80)) console.error(`[links] ${p}`);
if (problems.length > 80) console.error(`[links] … and ${problems.length - 80} more`);
console.log(`[links] ${pages.length} pages, ${checked} links and assets checked.`);
console.log(`${checked - problems.length} passed, ${problems.length} failed`);
process.exit(problems.length ? 1 : 0);
