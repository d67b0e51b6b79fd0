/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  contentTypeFor,
  headersFor,
  isPageDocument,
  localEndpoints,
  parseHeadersFile,
  parseRedirectsFile,
  readSite,
  redirectKey,
  refuseLocalEndpoints,
} from '@/scripts/deploy/site.mjs';

// Shaped like the file scripts/postbuild.mjs writes (the deploy test reads the real one).
const headersFile = (connect: string) => `/*
  Content-Security-Policy: default-src 'self'; connect-src 'self' ${connect}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=0, must-revalidate

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable

/images/*
  Cache-Control: public, max-age=604800, stale-while-revalidate=86400
`;

describe('contentTypeFor', () => {
  it.each([
    ['rooms/index.html', 'text/html; charset=utf-8'],
    ['rooms/index.txt', 'text/plain; charset=utf-8'],
    ['dining/buffet/__next.dining.buffet.__PAGE__.txt', 'text/plain; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['_next/static/chunks/a.js', 'text/javascript; charset=utf-8'],
    ['_next/static/chunks/a.css', 'text/css; charset=utf-8'],
    ['_next/static/media/font.woff2', 'font/woff2'],
    ['images/a-640.webp', 'image/webp'],
    ['images/a-640.AVIF', 'image/avif'],
    ['images/og.jpg', 'image/jpeg'],
    ['icons/apple.png', 'image/png'],
    ['brand/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['favicon.ico', 'image/x-icon'],
    ['video/hero.mp4', 'video/mp4'],
    ['assets/menus/amalfi/drinks/drinks english.pdf', 'application/pdf'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('%s is %s', (key, type) => {
    expect(contentTypeFor(key)).toBe(type);
  });

  it('stops on a kind of file it does not know instead of guessing', () => {
    expect(() => contentTypeFor('downloads/setup.exe')).toThrow(/No content type known for "downloads\/setup.exe"/);
    expect(() => contentTypeFor('LICENSE')).toThrow(/CONTENT_TYPES/);
  });
});

it('treats pages and RSC payloads as page documents, nothing else', () => {
  expect(['index.html', 'rooms/index.txt', 'rooms/__next._tree.txt', '404.html'].every(isPageDocument)).toBe(true);
  expect(['robots.txt', '_next/static/chunks/a.js', 'sitemap.xml'].some(isPageDocument)).toBe(false);
});

describe('_headers', () => {
  const rules = parseHeadersFile(headersFile('http://localhost:3001'));

  it('gives each path the cache rule of the most specific pattern', () => {
    expect(headersFor(rules, '/_next/static/chunks/a.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/images/a.webp')['Cache-Control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(headersFor(rules, '/rooms/index.html')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/rooms/index.html')['X-Content-Type-Options']).toBe('nosniff');
    // `/images/*` is a prefix of the path, not a substring anywhere in it.
    expect(headersFor(rules, '/gallery/images/index.html')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });

  it('finds inquiry endpoints on the build machine in the CSP', () => {
    expect(localEndpoints(rules)).toEqual(['http://localhost:3001']);
    expect(localEndpoints(parseHeadersFile(headersFile('http://127.0.0.1:3201')))).toEqual(['http://127.0.0.1:3201']);
    expect(localEndpoints(parseHeadersFile(headersFile('https://formspree.io')))).toEqual([]);
    // The build counts these as this computer, so the guard does too (one rule: build-settings.mjs).
    for (const origin of ['http://127.0.0.2:3001', 'http://localhost.:3001', 'http://inbox.localhost:3001', 'http://[::1]:3001'])
      expect(localEndpoints(parseHeadersFile(headersFile(origin)))).toEqual([origin]);
    expect(() => refuseLocalEndpoints(rules, false)).toThrow(/NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO.*--allow-local-endpoints/);
    expect(() => refuseLocalEndpoints(rules, true)).not.toThrow();
  });
});

describe('_redirects', () => {
  it('reads every rule of public/_redirects', () => {
    const redirects = parseRedirectsFile(readFileSync(path.join(process.cwd(), 'public', '_redirects'), 'utf8'));
    expect(redirects).toContainEqual({ from: '/sorrento/hotel/', to: '/sorrento/', status: 301 });
    expect(redirects).toContainEqual({ from: '/sorrento/hotel', to: '/sorrento/', status: 301 });
  });

  it('puts a redirect at the key a website endpoint looks up', () => {
    expect(redirectKey('/sorrento/hotel/')).toBe('sorrento/hotel/index.html');
    expect(redirectKey('/sorrento/hotel')).toBe('sorrento/hotel');
  });

  it('refuses rules a bucket cannot hold', () => {
    expect(() => parseRedirectsFile('/blog/*  /news/:splat  301')).toThrow(/fixed paths only/);
  });
});

describe('readSite', () => {
  let out: string;
  const write = (key: string, body: string) => {
    mkdirSync(path.dirname(path.join(out, key)), { recursive: true });
    writeFileSync(path.join(out, key), body);
  };
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'site-'));
    write('_headers', headersFile("'self'"));
    write('_redirects', '/old  /new/  301\n/old/  /new/  301\n');
    write('index.html', '<p>home</p>');
    write('index.txt', 'rsc');
    write('new/index.html', '<p>new</p>');
    write('old/index.html', '<meta http-equiv="refresh" content="0;url=/new/">');
    write('_next/static/chunks/a.js', 'js');
    write('images/a.webp', 'webp');
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('lists every object with its type, cache rule and hash; assets first; host config files stay home', () => {
    const { objects } = readSite(out);
    expect(objects.map((o) => [o.key, o.phase])).toEqual([
      ['_next/static/chunks/a.js', 1],
      ['images/a.webp', 1],
      ['index.html', 2],
      ['index.txt', 2],
      ['new/index.html', 2],
      ['old', 2],
      ['old/index.html', 2],
    ]);
    const js = objects[0]!;
    expect(js.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(js.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes each redirect an object that keeps the pre-rendered stub as its body', () => {
    const { objects } = readSite(out);
    const stub = objects.find((o) => o.key === 'old/index.html')!;
    const bare = objects.find((o) => o.key === 'old')!;
    expect(stub.redirect).toBe('/new/');
    expect(bare).toMatchObject({ redirect: '/new/', contentType: 'text/html; charset=utf-8', sha256: stub.sha256 });
    expect(bare.body.toString()).toContain('http-equiv="refresh"');
  });

  it('says to build first when out/ is not a finished build', () => {
    rmSync(path.join(out, '_headers'));
    expect(() => readSite(out)).toThrow(/not a finished build.*npm run build/);
  });
});
