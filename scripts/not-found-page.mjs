/**
 * The Vietnamese not-found page, vi/404.html, made from the build's 404.html (app/not-found.tsx,
 * which Next exports once, in English): `<html lang="vi">`, the Vietnamese title and description,
 * and the Vietnamese block of the bilingual body first. Hosts that can answer a /vi/ miss with it do:
 * Netlify (the `/vi/* /vi/404.html 404` rule in _redirects), Cloudflare Pages (the nearest 404.html
 * up the path), CloudFront (the viewer-request function, from `npm run deploy -- --cloudfront-config`).
 * Plain object storage has one error document, 404.html, whose head script switches the page to
 * Vietnamese on a /vi/ address (lib/not-found.ts).
 */

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** @returns {never} */
function fail(message) {
  throw new Error(`vi/404.html: ${message} (has app/not-found.tsx or Next's markup changed?)`);
}

/** 404.html in Vietnamese: `meta` is the Vietnamese title (as shown in the tab) and description. */
export function vietnameseNotFound(html, meta) {
  let out = html;
  if (!/<html lang="en"/.test(out)) fail('no <html lang="en">');
  out = out.replace(/<html lang="en"/, '<html lang="vi"');
  if (!/<title>[^<]*<\/title>/.test(out)) fail('no <title>');
  out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
  if (!/<meta name="description" content="[^"]*"\/?>/.test(out)) fail('no description');
  out = out.replace(
    /<meta name="description" content="[^"]*"(\/?)>/,
    (_, close) => `<meta name="description" content="${escapeHtml(meta.description)}"${close}>`,
  );
  const en = out.indexOf('<div lang="en"');
  const vi = out.indexOf('<div lang="vi"');
  const end = out.indexOf('</main>', vi);
  if (en < 0 || vi < en || end < 0 || !out.slice(en, vi).includes('data-not-found="en"') || !out.slice(vi, end).includes('data-not-found="vi"')) {
    fail('the language blocks are not where expected');
  }
  return out.slice(0, en) + out.slice(vi, end) + out.slice(en, vi) + out.slice(end);
}

/** The `<main>` of a page (the not-found text and links), for a compact copy of it. */
export function mainOf(html) {
  const match = /<main\b[\s\S]*?<\/main>/.exec(html);
  if (!match) fail('no <main>');
  return match[0];
}
