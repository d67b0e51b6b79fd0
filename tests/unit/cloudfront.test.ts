/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { policyHeaders, responseHeadersPolicy, viewerRequestFunction, vietnameseNotFound } from '@/scripts/deploy/cloudfront.mjs';
import { SITE_HEADER_POLICY } from '@/scripts/csp.mjs';
import { parseHeadersFile, parseRedirectsFile } from '@/scripts/deploy/site.mjs';

const redirects = parseRedirectsFile(readFileSync(path.join(process.cwd(), 'public', '_redirects'), 'utf8'));
const committed = readFileSync(path.join(process.cwd(), 'deploy', 'cloudfront', 'viewer-request.js'), 'utf8');

interface CfQuery {
  [name: string]: { value: string; multiValue?: { value: string }[] };
}
interface CfRequest {
  uri: string;
  querystring: CfQuery;
}
interface CfResponse {
  statusCode: number;
  headers: { location: { value: string } };
}
type Handler = (event: { request: CfRequest }) => CfRequest | CfResponse;
// The function as CloudFront runs it: a script defining `handler`, called with the viewer's request.
const load = (source: string) => new Function(`${source}\nreturn handler;`)() as Handler;
const handler = load(committed);
const run = (uri: string, querystring: CfQuery = {}) => handler({ request: { uri, querystring } });
const redirectOf = (uri: string, querystring?: CfQuery) => {
  const result = run(uri, querystring) as CfResponse;
  expect(result.statusCode).toBe(301);
  return result.headers.location.value;
};

describe('CloudFront viewer-request function', () => {
  it('has the redirects of public/_redirects (after changing them, run `npm run deploy -- --cloudfront-config`)', () => {
    expect(committed).toBe(viewerRequestFunction(redirects));
  });

  it('takes a longer list of redirects without touching the handler', () => {
    const more = [...redirects, { from: '/vi/amalfi/hotel/', to: '/vi/amalfi/', status: 301 }];
    const source = viewerRequestFunction(more, committed);
    expect(source.slice(source.indexOf('function handler'))).toBe(committed.slice(committed.indexOf('function handler')));
    const result = load(source)({ request: { uri: '/vi/amalfi/hotel/', querystring: {} } }) as CfResponse;
    expect(result.headers.location.value).toBe('/vi/amalfi/');
  });

  it('serves a directory address from its index.html', () => {
    expect((run('/') as CfRequest).uri).toBe('/index.html');
    expect((run('/accommodation/sorrento/') as CfRequest).uri).toBe('/accommodation/sorrento/index.html');
    expect((run('/vi/dining/') as CfRequest).uri).toBe('/vi/dining/index.html');
  });

  it('sends a page address without its slash to the address with it, keeping the query', () => {
    expect(redirectOf('/gallery')).toBe('/gallery/');
    expect(redirectOf('/vi/gallery')).toBe('/vi/gallery/');
    expect(redirectOf('/offers', { utm_source: { value: 'mail' }, ref: { value: '' } })).toBe('/offers/?utm_source=mail&ref');
  });

  it('passes files through untouched', () => {
    for (const uri of ['/_next/static/chunks/a.js', '/images/home-hero-640.webp', '/rooms/index.txt', '/assets/menus/a%20b.pdf']) {
      expect((run(uri) as CfRequest).uri).toBe(uri);
    }
  });

  it('answers every redirect route with a 301 to its target, with or without the slash', () => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) expect(redirectOf(from)).toBe(to);
    expect(redirectOf('/amalfi/skybar', { a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } })).toBe('/dining/skybar/?a=1&a=2');
  });
});

describe('CloudFront viewer-request function: the Vietnamese not-found page', () => {
  const notFound = {
    pages: ['/vi/', '/vi/dining/', '/vi/accommodation/sorrento/family-suite/'],
    html: '<!DOCTYPE html><html lang="vi"><head><title>Không tìm thấy trang | Vela Hotels</title></head><body><main>…</main></body></html>',
  };
  const filled = load(viewerRequestFunction(redirects, committed, notFound));
  const request = (uri: string) => filled({ request: { uri, querystring: {} } });

  it('answers a Vietnamese address that is no page with 404 and the Vietnamese page', () => {
    const response = request('/vi/no-such-page/') as unknown as {
      statusCode: number;
      headers: Record<string, { value: string }>;
      body: { encoding: string; data: string };
    };
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']!.value).toBe('text/html; charset=utf-8');
    expect(response.body).toEqual({ encoding: 'text', data: notFound.html });
  });

  it('still serves the Vietnamese pages, redirects and files, leaves a page in another casing to 404.html, and English misses to the origin', () => {
    expect((request('/vi/dining/') as CfRequest).uri).toBe('/vi/dining/index.html');
    expect((request('/vi/accommodation/sorrento/Family-Suite/') as CfRequest).uri).toBe('/vi/accommodation/sorrento/Family-Suite/index.html');
    expect((request('/vi/amalfi/hotel/') as CfResponse).headers.location.value).toBe('/vi/amalfi/');
    expect((request('/vi/404.html') as CfRequest).uri).toBe('/vi/404.html');
    expect((request('/no-such-page/') as CfRequest).uri).toBe('/no-such-page/index.html');
  });

  it('without the build tables (the committed function) sends every miss to the origin as before', () => {
    expect((run('/vi/no-such-page/') as CfRequest).uri).toBe('/vi/no-such-page/index.html');
  });

  it('stays under the 10 KB CloudFront allows, with the real export', () => {
    const out = path.join(process.cwd(), 'out');
    if (!existsSync(path.join(out, 'vi', '404.html'))) return; // before a build: the size check runs in writeCloudFrontConfig
    const data = vietnameseNotFound(out);
    expect(data.pages).toContain('/vi/dining/');
    expect(data.html).toMatch(/^<!DOCTYPE html><html lang="vi">/);
    expect(data.html).toContain('Không tìm thấy trang');
    expect(data.html).not.toContain('<script');
    expect(Buffer.byteLength(viewerRequestFunction(redirects, committed, data))).toBeLessThanOrEqual(10_240);
  });
});

describe('CloudFront response headers policy', () => {
  const headers = `/*
  Content-Security-Policy: default-src 'self'; connect-src 'self' https://formspree.io; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=()
  X-Frame-Options: DENY
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  Cache-Control: public, max-age=0, must-revalidate

/_next/static/*
  Cache-Control: public, max-age=31536000, immutable

/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-homeOnlyHash='; frame-ancestors 'none'

/contact/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-contactOnlyHash='; frame-ancestors 'none'
`;

  it('carries every security header of _headers, and no cache rule (objects carry their own)', () => {
    const policy = responseHeadersPolicy(parseHeadersFile(headers));
    expect(policy).toEqual({
      Name: 'vela-hotels-security-headers',
      Comment: expect.any(String),
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: SITE_HEADER_POLICY },
        ContentTypeOptions: { Override: true },
        FrameOptions: { Override: true, FrameOption: 'DENY' },
        ReferrerPolicy: { Override: true, ReferrerPolicy: 'strict-origin-when-cross-origin' },
        StrictTransportSecurity: { Override: true, AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true, Preload: false },
      },
      CustomHeadersConfig: { Quantity: 1, Items: [{ Header: 'Permissions-Policy', Value: 'camera=(), microphone=()', Override: true }] },
    });
    expect(JSON.stringify(policy)).not.toMatch(/Cache-Control/i);
  });

  it("one policy for every page: its CSP is the site-wide part, never one page's script hashes", () => {
    // It used to be the `/` rule's, so /contact/ got home's hashes and its inline scripts were blocked.
    const csp = policyHeaders(responseHeadersPolicy(parseHeadersFile(headers)))['content-security-policy'];
    expect(csp).toBe("object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'");
    expect(csp).not.toMatch(/sha256|script-src|default-src/);
  });

  it('its headers as a browser receives them', () => {
    expect(policyHeaders(responseHeadersPolicy(parseHeadersFile(headers)))).toEqual({
      'content-security-policy': SITE_HEADER_POLICY,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'permissions-policy': 'camera=(), microphone=()',
    });
  });

  it('refuses to write a policy that would silently drop a security header', () => {
    expect(() => responseHeadersPolicy(parseHeadersFile(headers.replace(/ {2}X-Frame-Options: DENY\n/, '')))).toThrow(/no x-frame-options/);
  });
});
