/**
 * @jest-environment node
 */
import { deferNextScripts, deferredScriptSources } from '@/scripts/defer-hydration.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Rooms</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Rooms</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('deferNextScripts', () => {
  const out = deferNextScripts(page);

  it('takes every async chunk script out of the HTML and lists it in the loader, in order', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferredScriptSources(out)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('starts loading only after the load event and the next painted frame', () => {
    const loader = out.match(/<script id="deferred-scripts">(.*?)<\/script>/)?.[1] ?? '';
    expect(loader).toContain('addEventListener("load"');
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('document.readyState==="complete"');
    expect(out.indexOf('id="deferred-scripts"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('keeps the stylesheet, the legacy polyfill, the inline payload and the content as they were', () => {
    for (const part of ['a.css', 'polyfills.js" noModule=""', 'self.__next_f', '<h1>Rooms</h1>']) expect(out).toContain(part);
  });

  it('runs the loaded scripts in a browser-like document', () => {
    const appended: string[] = [];
    const loader = out.match(/<script id="deferred-scripts">(.*?)<\/script>/)?.[1] ?? '';
    const fakeDocument = {
      readyState: 'complete',
      createElement: () => ({ src: '' }),
      head: { appendChild: (el: { src: string }) => appended.push(el.src) },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', loader)(
      fakeDocument,
      (cb: () => void) => cb(),
      (cb: () => void) => cb(),
      () => {},
    );
    expect(appended).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('leaves a page without chunk scripts, or one already deferred, unchanged', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(deferNextScripts(plain)).toBe(plain);
    expect(deferNextScripts(out)).toBe(out);
    expect(deferredScriptSources(plain)).toEqual([]);
  });
});
