/**
 * @jest-environment node
 */
import { withPagePolicy } from '@/scripts/csp.mjs';
import { deferNextScripts, deferredScriptSources } from '@/scripts/defer-hydration.mjs';
import { finishPage } from '@/scripts/finish-page.mjs';
import { applyEdits, elementsOf } from '@/scripts/html.mjs';

const origins = { connect: ['https://forms.example'], media: [] };
const page = [
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  "<script>document.documentElement.classList.add('js')</script>",
  '<title>Phòng &amp; giá</title></head>',
  '<body><h1 title="a &quot;b&quot;">Phòng</h1><script>self.__next_f.push([1,"ệ"])</script></body></html>',
].join('');

describe('post-build, one pass over each page', () => {
  it('gives the same page as deferring its scripts and then adding its policy, in two passes', () => {
    const twoPasses = withPagePolicy(deferNextScripts(page), origins);
    const finished = finishPage(page, origins);
    expect(finished.html).toBe(twoPasses.html);
    expect(finished.header).toBe(twoPasses.header);
    expect(finished.sources).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(finished.left).toEqual([]);
  });

  it('finds Next’s scripts by what they are, however the markup spells them', () => {
    const respelled = page.replace(
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      "<SCRIPT async src='/_next/static/chunks/main.js'></SCRIPT>",
    );
    const finished = finishPage(respelled, origins);
    expect(finished.sources).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(deferredScriptSources(finished.html)).toEqual(finished.sources);
    expect(finished.html).not.toContain('SCRIPT');
  });

  it('leaves every byte it does not edit as the framework wrote it', () => {
    const { html } = finishPage(page, origins);
    for (const part of [
      '<title>Phòng &amp; giá</title>',
      '<h1 title="a &quot;b&quot;">Phòng</h1>',
      '<script>self.__next_f.push([1,"ệ"])</script>',
      '<meta charSet="utf-8"/>',
    ])
      expect(html).toContain(part);
  });

  it('reports a framework script it could not defer (one without async) so the build can fail', () => {
    const stray = page.replace('</body>', '<script src="/_next/static/chunks/late.js"></script></body>');
    expect(finishPage(stray, origins).left).toEqual(['/_next/static/chunks/late.js']);
  });
});

describe('html.mjs', () => {
  it('reads attributes and titles decoded, and each element’s exact place in the source', () => {
    const elements = elementsOf(page);
    const h1 = elements.find((e) => e.name === 'h1');
    expect(h1?.attrs.title).toBe('a "b"');
    expect(elements.find((e) => e.name === 'title')?.textContent).toBe('Phòng & giá');
    expect(h1 && page.slice(h1.start, h1.end)).toBe('<h1 title="a &quot;b&quot;">Phòng</h1>');
  });

  it('refuses edits that overlap, rather than write a mangled page', () => {
    expect(() =>
      applyEdits('<p>abcdef</p>', [
        { start: 3, end: 6, text: 'x' },
        { start: 5, end: 8, text: 'y' },
      ]),
    ).toThrow(/overlapping/);
    expect(
      applyEdits('<p>ab</p>', [
        { start: 3, end: 3, text: '1' },
        { start: 3, end: 5, text: '' },
        { start: 3, end: 3, text: '2' },
      ]),
    ).toBe('<p>12</p>');
  });
});
