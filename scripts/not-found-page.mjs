/**
 * The Vietnamese not-found page, vi/404.html, made from the build's 404.html (app/global-not-found.tsx,
 * which Next exports once, in English): `<html lang="vi">`, the Vietnamese title and description,
 * and the Vietnamese block of the bilingual body first. Hosts that can answer a /vi/ miss with it do:
 * Netlify (the `/vi/* /vi/404.html 404` rule in _redirects), Cloudflare Pages (the nearest 404.html
 * up the path), CloudFront (the viewer-request function, from `npm run deploy -- --cloudfront-config`).
 * Plain object storage has one error document, 404.html, whose head script switches the page to
 * Vietnamese on a /vi/ address (lib/not-found.ts).
 */

import { applyEdits, elementsOf, escapeHtml, inside, startTagWith } from './html.mjs';

/** @param {string} message @returns {never} */
function fail(message) {
  throw new Error(`vi/404.html: ${message} (has app/global-not-found.tsx or Next's markup changed?)`);
}

/**
 * 404.html in Vietnamese: `meta` is the Vietnamese title (as shown in the tab) and description.
 * @param {string} html
 * @param {{ title: string, description: string }} meta
 */
export function vietnameseNotFound(html, meta) {
  const elements = elementsOf(html);
  const root = elements.find((e) => e.name === 'html');
  if (root?.attrs.lang !== 'en') fail('no <html lang="en">');
  const title = elements.find((e) => e.name === 'title');
  if (!title || title.endTagStart === null) fail('no <title>');
  const description = elements.find((e) => e.name === 'meta' && e.attrs.name === 'description');
  if (!description) fail('no description');
  // The two language blocks of <main>, each holding its own marked text, English first.
  const main = elements.find((e) => e.name === 'main');
  const block = (/** @type {string} */ lang) => (main ? inside(elements, main).find((e) => e.name === 'div' && e.attrs.lang === lang) : undefined);
  const [en, vi] = [block('en'), block('vi')];
  const marked = (/** @type {any} */ b, /** @type {string} */ lang) => [b, ...inside(elements, b)].some((e) => e.attrs['data-not-found'] === lang);
  if (!en || !vi || vi.start < en.end || !marked(en, 'en') || !marked(vi, 'vi')) fail('the language blocks are not where expected');
  return applyEdits(html, [
    startTagWith(root, { lang: 'vi' }),
    { start: title.startTagEnd, end: title.endTagStart, text: escapeHtml(meta.title) },
    { start: description.start, end: description.end, text: `<meta name="description" content="${escapeHtml(meta.description)}"/>` },
    // The Vietnamese block moves in front of the English one.
    { start: en.start, end: en.start, text: html.slice(vi.start, vi.end) },
    { start: vi.start, end: vi.end, text: '' },
  ]);
}

/** The `<main>` of a page (the not-found text and links), for a compact copy of it. @param {string} html */
export function mainOf(html) {
  const main = elementsOf(html).find((e) => e.name === 'main');
  if (!main) fail('no <main>');
  return html.slice(main.start, main.end);
}
