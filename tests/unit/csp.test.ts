/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes, pagePolicy, routeOf, withPagePolicy } from '@/scripts/csp.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>x</title>',
  "<script>document.documentElement.classList.add('js')</script>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Hotel"}</script>',
  '</head><body><p>Phòng</p><script>self.__next_f.push([1,"ệ<\\/script>"])</script>',
  "<script>document.documentElement.classList.add('js')</script><script type=\"module\">import('/x.js')</script></body></html>",
].join('');

describe('per-page CSP', () => {
  test('hashes each inline script the browser runs, once, in page order (UTF-8), not src or data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha("document.documentElement.classList.add('js')"),
      sha('self.__next_f.push([1,"ệ<\\/script>"])'),
      sha("import('/x.js')"),
    ]);
  });

  test('the policy: scripts by hash only, the endpoints, frame-ancestors only in the header', () => {
    const header = pagePolicy({ scriptHashes: ["'sha256-a'"], connect: ['https://forms.example'], media: ['https://cdn.example'] });
    expect(header).toContain("script-src 'self' 'sha256-a';");
    expect(header).not.toMatch(/script-src[^;]*unsafe/);
    expect(header).toContain("connect-src 'self' https://forms.example;");
    expect(header).toContain("media-src 'self' https://cdn.example;");
    expect(header).toContain("frame-ancestors 'none'");
    expect(pagePolicy({ scriptHashes: [] }, { forMeta: true })).not.toContain('frame-ancestors');
  });

  test('the <meta> goes right after <meta charset>, before every script, and replaces an earlier one', () => {
    const { html, header } = withPagePolicy(page, { connect: ['http://localhost:3301'] });
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBe(html.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(header).toContain("connect-src 'self' http://localhost:3301");
    const again = withPagePolicy(html, { connect: ['http://localhost:3301'] });
    expect(again.html).toBe(html);
    expect(again.html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  test.each([
    ['index.html', '/'],
    ['contact/index.html', '/contact/'],
    ['404.html', '/404.html'],
  ])('%s answers %s', (file, route) => expect(routeOf(file)).toBe(route));
});
