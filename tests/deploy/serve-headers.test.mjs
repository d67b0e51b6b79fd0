// `npm start`'s server with --headers: each response carries what out/_headers says for its path, as
// Netlify and Cloudflare Pages send it (the security headers, each page's own CSP, the cache rules).
// Run after the build by `npm run test:deploy`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile } from '../../scripts/deploy/site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rules = parseHeadersFile(readFileSync(path.join(ROOT, 'out/_headers'), 'utf8'));
const pageCsp = (route) => rules.find((r) => r.pattern === route)?.headers['Content-Security-Policy'];

let server;
let base;

before(async () => {
  const port = 4900 + Math.floor(Math.random() * 90);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--headers'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  // Ready when it says so: no waiting on time.
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('[serve] Site on') && resolve());
    server.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
});

after(() => server?.kill('SIGTERM'));

test('a page carries its own CSP and the site-wide security headers', async () => {
  for (const route of ['/contact/', '/vi/gallery/', '/']) {
    const response = await fetch(`${base}${route}`);
    assert.equal(response.status, 200, route);
    assert.equal(response.headers.get('content-security-policy'), pageCsp(route), route);
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('strict-transport-security'), /^max-age=\d+/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  }
  // Two pages, two policies: their inline scripts differ.
  assert.notEqual(pageCsp('/contact/'), pageCsp('/'));
});

test('files get their own cache rule; a miss gets 404.html with a 404', async () => {
  const html = await (await fetch(`${base}/`)).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  assert.ok(script, 'the home page names a script');
  assert.equal((await fetch(`${base}${script}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const image = await fetch(`${base}/images/home-hero-640.webp`);
  assert.equal(image.headers.get('cache-control'), 'public, max-age=604800, stale-while-revalidate=86400');
  const miss = await fetch(`${base}/no-such-page/`);
  assert.equal(miss.status, 404);
  assert.match(await miss.text(), /<html/);
  assert.equal(miss.headers.get('x-frame-options'), 'DENY');
});
