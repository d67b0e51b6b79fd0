// `npm run deploy` against a real S3-compatible server (s3rver, on loopback, ephemeral port), after
// the build: deploys a copy of out/, then reads the site back through the bucket's website endpoint
// the way a visitor would, and redeploys changes to check that only they travel.
// Run by `npm run test:deploy` (node's test runner; part of `npm test`), with Node's OpenSSL legacy
// provider: s3rver makes its list continuation tokens with DES, which OpenSSL 3 keeps only there, and
// the export is over 1,000 objects, so reading the bucket back takes a second page (without the flag
// s3rver answers that listing with a 500).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { parseRedirectsFile } from '../../scripts/deploy/site.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEPLOY = path.join(ROOT, 'scripts/deploy/deploy.mjs');
const BUCKET = 'site';
// The SDK warns on every run that its releases from 2027 need Node 22; the locked one runs on 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

if (!existsSync(path.join(ROOT, 'out/index.html'))) {
  console.error('[test:deploy] out/ is missing: run `npm run build` first.');
  process.exit(1);
}

let work; // temp dir: the export copy (site/) and the server's storage (s3/)
let site;
let server;
let endpoint;
let port;

before(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'deploy-test-'));
  site = path.join(work, 'site');
  cpSync(path.join(ROOT, 'out'), site, { recursive: true });
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    // Website requests are told apart by Host, as on S3: <bucket>.s3-website.localhost.
    serviceEndpoint: 'localhost',
    configureBuckets: [{ name: BUCKET }],
  });
  // Resolves once the server listens: the tests never wait on time.
  ({ port } = await server.run());
  endpoint = `http://127.0.0.1:${port}`;
});

after(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run deploy`'s script; a clean environment so no AWS profile of the machine leaks in. */
function deploy(args, env = {}) {
  const child = spawn(process.execPath, [DEPLOY, '--dir', site, ...args], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: work,
      AWS_CONFIG_FILE: path.join(work, 'no-aws-config'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(work, 'no-aws-credentials'),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED,
      DEPLOY_BUCKET: BUCKET,
      DEPLOY_REGION: 'us-east-1',
      DEPLOY_ENDPOINT: endpoint,
      DEPLOY_FORCE_PATH_STYLE: '1',
      // s3rver's built-in account.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stderr, report: code === 0 && args.includes('--json') ? JSON.parse(stdout) : undefined })),
  );
}

/** GET through the bucket's website endpoint. */
function visit(urlPath) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: encodeURI(urlPath), headers: { host: `${BUCKET}.s3-website.localhost` } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

const local = (key) => readFileSync(path.join(site, key));
const exportKeys = () =>
  readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(site, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((key) => key !== '_headers' && key !== '_redirects');
// The redirects as the deploy reads them (the `/vi/* … 404` rule is for hosts that read _redirects, not a redirect).
const redirects = () => parseRedirectsFile(readFileSync(path.join(site, '_redirects'), 'utf8')).map(({ from, to }) => ({ from, to }));
const bucketKeys = async () => {
  const s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key);
};

// Independent of the deploy's own tables: what a browser needs for each kind of file.
const TYPES = {
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  // /admin/config.yml, the CMS's configuration.
  yml: 'text/yaml; charset=utf-8',
  svg: 'image/svg+xml; charset=utf-8',
  woff2: 'font/woff2',
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};
const REVALIDATE = 'public, max-age=0, must-revalidate';
const cacheFor = (key) =>
  key.startsWith('_next/static/')
    ? 'public, max-age=31536000, immutable'
    : key.startsWith('images/')
      ? 'public, max-age=604800, stale-while-revalidate=86400'
      : key.startsWith('video/')
        ? 'public, max-age=604800'
        : key.startsWith('assets/')
          ? 'public, max-age=86400'
          : REVALIDATE;

test('refuses without a bucket or without a build', async () => {
  let run = await deploy(['--allow-local-endpoints'], { DEPLOY_BUCKET: '' });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Set DEPLOY_BUCKET/);

  run = await deploy(['--allow-local-endpoints', '--dir', path.join(work, 'nothing')]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /nothing\/ is missing: run `npm run build` first/);
});

// `npm test` builds without endpoints, so its export posts to the local inbox (http://localhost:3001).
const localInbox = () => /connect-src [^;\n]*\/\/(localhost|127\.0\.0\.1)[:/]/.test(readFileSync(path.join(site, '_headers'), 'utf8'));
test('refuses a build that posts inquiries to the local inbox', async (t) => {
  if (!localInbox()) return t.skip('this build names real inquiry endpoints');
  const run = await deploy([]);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /sends inquiries to http:\/\/(localhost|127\.0\.0\.1):\d+.*NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO/);
  assert.deepEqual(await bucketKeys(), []);
});

test('says which setting to check for a wrong bucket or credentials the storage rejects', async () => {
  let run = await deploy(['--allow-local-endpoints'], { DEPLOY_BUCKET: 'no-such-bucket' });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /Bucket "no-such-bucket" does not exist .*check DEPLOY_BUCKET/);

  run = await deploy(['--allow-local-endpoints'], { AWS_ACCESS_KEY_ID: 'NOBODY' });
  assert.equal(run.code, 1);
  assert.match(run.stderr, /rejected the credentials \(InvalidAccessKeyId\).*AWS_ACCESS_KEY_ID/);
});

test('--dry-run prints the plan and leaves the bucket alone', async () => {
  const run = await deploy(['--allow-local-endpoints', '--dry-run', '--json']);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.report.dryRun, true);
  assert.ok(run.report.upload.includes('index.html'));
  assert.deepEqual(run.report.delete, []);
  assert.match(run.stderr, /plan: upload \d+, skip 0, delete 0/);
  assert.match(run.stderr, /\n {2}upload index\.html\n/);
  assert.deepEqual(await bucketKeys(), []);
});

test('deploys the whole export, every redirect as an object, and sets up the website', async () => {
  const run = await deploy(['--allow-local-endpoints', '--website', '--json']);
  assert.equal(run.code, 0, run.stderr);
  // Said plainly: a website endpoint sends no security headers, and where to get them.
  assert.match(run.stderr, /S3 website hosting cannot send security headers/);
  assert.match(run.stderr, /--cloudfront-config/);
  // The slash-less redirect addresses are extra objects (`sorrento/hotel` beside `sorrento/hotel/index.html`).
  const extra = redirects()
    .filter(({ from }) => !from.endsWith('/'))
    .map(({ from }) => from.slice(1));
  assert.deepEqual([...run.report.upload].sort(), [...exportKeys(), ...extra].sort());
  assert.deepEqual(run.report.skip, []);
  assert.deepEqual(run.report.delete, []);
  // Assets go up before the pages and payloads that point at them.
  const firstPage = run.report.upload.findIndex((key) => key.endsWith('.html'));
  assert.ok(run.report.upload.slice(firstPage).every((key) => !key.startsWith('_next/static/')));
});

test('every sitemap URL answers 200 with its page, as HTML that revalidates', async () => {
  const urls = [...readFileSync(path.join(site, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  assert.ok(urls.length > 10);
  for (const url of urls) {
    const res = await visit(url);
    assert.equal(res.status, 200, url);
    assert.equal(res.headers['content-type'], TYPES.html, url);
    assert.equal(res.headers['cache-control'], REVALIDATE, url);
    assert.ok(res.body.equals(local(`${url.slice(1)}index.html`)), url);
  }
});

test('every file answers with its content type and cache rule (from out/_headers)', async () => {
  const stubs = new Set(redirects().map(({ from }) => `${from.slice(1)}index.html`));
  const seen = new Set();
  for (const key of exportKeys().filter((k) => !stubs.has(k))) {
    const ext = path.extname(key).slice(1);
    assert.ok(TYPES[ext], `the test has no expectation for .${ext} (${key})`);
    const res = await visit(`/${key}`);
    assert.equal(res.status, 200, key);
    assert.equal(res.headers['content-type'], TYPES[ext], key);
    assert.equal(res.headers['cache-control'], cacheFor(key), key);
    seen.add(ext);
  }
  // The RSC payloads the router fetches are among them.
  assert.ok(exportKeys().some((k) => /\/__next\.[^/]+\.txt$/.test(k)));
  assert.ok(seen.has('txt') && seen.has('woff2') && seen.has('js'));
});

test('a page address without its slash is redirected to it (S3 website hosting: 302)', async () => {
  const res = await visit('/gallery');
  assert.equal(res.status, 302);
  assert.equal(res.headers.location, '/gallery/');
});

test('every redirect route answers 301 to its target, with or without the slash', async () => {
  const rules = redirects();
  assert.ok(rules.length >= 12);
  for (const { from, to } of rules) {
    const res = await visit(from);
    assert.equal(res.status, 301, from);
    assert.equal(res.headers.location, to, from);
  }
});

test('a miss answers 404 with the 404 page', async () => {
  const res = await visit('/no/such/page/');
  assert.equal(res.status, 404);
  assert.ok(res.body.equals(local('404.html')));
});

test('a redeploy uploads only the changed page and deletes only the removed file', async () => {
  appendFileSync(path.join(site, 'privacy/index.html'), '<!-- changed -->');
  const removed = exportKeys().find((k) => k.startsWith('images/'));
  rmSync(path.join(site, removed));

  const run = await deploy(['--allow-local-endpoints', '--json']);
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.report.upload, ['privacy/index.html']);
  assert.deepEqual(run.report.delete, [removed]);
  assert.ok((await visit('/privacy/')).body.toString().endsWith('<!-- changed -->'));
  assert.equal((await visit(`/${removed}`)).status, 404);
});

test('a failure part-way exits non-zero, deletes nothing, and a rerun finishes the job', async () => {
  const page = 'offers/index.html';
  const asset = exportKeys().find((k) => k.startsWith('_next/static/') && k.endsWith('.css'));
  const removed = exportKeys().find((k) => k.startsWith('images/'));
  appendFileSync(path.join(site, page), '<!-- again -->');
  appendFileSync(path.join(site, asset), '/* again */');
  rmSync(path.join(site, removed));

  // A proxy that refuses the page's upload, as a storage with a too-narrow policy would.
  const proxy = http.createServer((req, res) => {
    if (req.method === 'PUT' && decodeURIComponent(req.url).includes(page)) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      return;
    }
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode, up.headers);
      up.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const failed = await deploy(['--allow-local-endpoints', '--json'], { DEPLOY_ENDPOINT: `http://127.0.0.1:${proxy.address().port}` });
    assert.equal(failed.code, 1);
    assert.match(failed.stderr, new RegExp(`Access denied to bucket "site" while trying to upload ${page}.*Stopped before deleting anything`));
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
  assert.equal((await visit(`/${removed}`)).status, 200, 'the removed file is still served');
  assert.ok((await visit(`/${asset}`)).body.toString().endsWith('/* again */'), 'assets went up first');

  const rerun = await deploy(['--allow-local-endpoints', '--json']);
  assert.equal(rerun.code, 0, rerun.stderr);
  assert.deepEqual(rerun.report.upload, [page]);
  assert.deepEqual(rerun.report.delete, [removed]);
});

test('redeploying an unchanged export uploads and deletes nothing', async () => {
  const run = await deploy(['--allow-local-endpoints', '--json']);
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.report.upload, []);
  assert.deepEqual(run.report.delete, []);
});
