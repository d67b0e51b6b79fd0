/**
 * @jest-environment node
 */
import { deferNextScripts, deferredScriptSources } from '@/scripts/defer-hydration.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Rooms</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Rooms</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

/** Runs the page's loader against a fake document and window; returns what it appended. */
function runLoader(html: string, readyState: string) {
  const loader = html.match(/<script id="deferred-scripts">(.*?)<\/script>/)?.[1] ?? '';
  const appended: string[] = [];
  const listeners: Record<string, () => void> = {};
  const fakeDocument = {
    readyState,
    createElement: () => ({ src: '' }),
    head: { appendChild: (el: { src: string }) => appended.push(el.src) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', loader)(
    fakeDocument,
    (cb: () => void) => cb(),
    (cb: () => void) => cb(),
    (type: string, cb: () => void) => (listeners[type] = cb),
  );
  return { appended, fire: (type: string) => listeners[type]?.() };
}

describe('deferNextScripts', () => {
  const out = deferNextScripts(page);

  it('takes every async chunk script out of the HTML and lists it in the loader, in order', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferredScriptSources(out)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('drops the early preload of a chunk the loader fetches later', () => {
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('appends nothing while the page is still loading, and every script once it has loaded', () => {
    const { appended, fire } = runLoader(out, 'loading');
    expect(appended).toEqual([]);
    fire('load');
    expect(appended).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(out.indexOf('id="deferred-scripts"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('keeps the stylesheet, the legacy polyfill, the inline payload and the content as they were', () => {
    for (const part of ['a.css', 'polyfills.js" noModule=""', 'self.__next_f', '<h1>Rooms</h1>']) expect(out).toContain(part);
  });

  it('appends every script at once when the page has already loaded', () => {
    expect(runLoader(out, 'complete').appended).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('leaves a page without chunk scripts, or one already deferred, unchanged', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(deferNextScripts(plain)).toBe(plain);
    expect(deferNextScripts(out)).toBe(out);
    expect(deferredScriptSources(plain)).toEqual([]);
  });
});
