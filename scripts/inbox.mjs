#!/usr/bin/env node
// The local inquiry inbox: a stand-in for the form-forwarding service, run by `npm start` on :3001.
// It takes the site's booking inquiries (POST JSON to /inquiries/sorrento or /inquiries/amalfi, CORS
// for local origins), appends each to a JSON-lines file and flushes it to disk BEFORE it answers
// {"success":true}, and lists what arrived, newest first, a page at a time, at http://localhost:3001/.
// Each inquiry is stored once: a second POST of the same inquiry with the same content (a resend after
// a lost answer) answers success and stores nothing. A resend whose content the guest changed (new
// dates, another room) is the inquiry's next version and is stored, numbered, beside the first.
// It takes exactly what the form sends, by the form's own rules, checked against this endpoint's hotel
// and the hotel's today; anything else is a 400. Its log names no guest.
//
//   node scripts/inbox.mjs [--port 3001 | --port 0 for any free one] [--file data/inquiries.jsonl] [--allow-origin https://a,https://b] [--exit-with-parent]
//
// Origins allowed by default: http(s)://localhost, 127.0.0.1 and [::1] on any port. More with
// --allow-origin or INBOX_ALLOWED_ORIGINS (comma-separated). It answers only requests addressed to
// a loopback name (Host header), so a web page cannot reach it through a DNS name it re-points at
// 127.0.0.1 (DNS rebinding) and read the guests' details.
// --exit-with-parent: stop when stdin closes (scripts/exit-with-parent.mjs).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
// The form's own rules (lib/inquiry/rules.mjs): what the form refuses, the inbox refuses.
import { INQUIRY_ID_KEY, payloadProblems } from '../lib/inquiry/rules.mjs';
import { dayIn } from '../lib/calendar-day.mjs';
import names from '../content/hotel-names.json' with { type: 'json' };
import { exitWithParent } from './exit-with-parent.mjs';

const HOTELS = new Set(Object.keys(names.hotels));
/** What the form sends as LOCATION for each endpoint (content/site.ts hotelName). */
const locationOf = (hotel) => `${names.brand} ${names.hotels[hotel]}`;
/** The hotels' calendar day, YYYY-MM-DD (the site's own reckoning: lib/calendar-day.mjs). */
const hotelToday = () => dayIn(new Date(), names.timeZone);

/**
 * What makes two sends the same inquiry: every key but SUBMISSION DATE (a resend is pressed later).
 * Keys sorted, so the same content always gives the same fingerprint.
 */
export function fingerprint(body) {
  const content = Object.keys(body)
    .filter((key) => key !== 'SUBMISSION DATE')
    .sort()
    .map((key) => [key, body[key]]);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
export const MAX_BODY_BYTES = 64 * 1024;
/** Inquiries per page of the listing. */
export const PAGE_SIZE = 20;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const port = Number(arg('port', process.env.INBOX_PORT ?? '3001'));
const file = path.resolve(arg('file', process.env.INBOX_FILE ?? 'data/inquiries.jsonl'));
const extraOrigins = new Set(
  [arg('allow-origin', ''), process.env.INBOX_ALLOWED_ORIGINS ?? '']
    .join(',')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean),
);
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;
const isAllowedOrigin = (origin) => LOCAL_ORIGIN.test(origin) || extraOrigins.has(origin);
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const isJson = (contentType) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

// Each stored inquiry's versions (id -> fingerprints, oldest first), read from the file at start, so a
// resend is recognised across restarts.
const versions = new Map();
const remember = (id, print) => versions.set(id, [...(versions.get(id) ?? []), print]);
// The ids being written now. A resend that arrives meanwhile waits for that write: answering it
// "success" at once would claim an inquiry is on disk before it is (and the write may still fail).
const storing = new Map();

// Appends are chained so two inquiries never interleave in the file.
let writing = Promise.resolve();
function append(record) {
  const line = `${JSON.stringify(record)}\n`;
  const task = writing.then(async () => {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'a');
    try {
      await handle.writeFile(line, 'utf8');
      await handle.sync(); // on disk before we say success
    } finally {
      await handle.close();
    }
  });
  writing = task.catch(() => {});
  return task;
}

async function readInquiries() {
  let text = '';
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return { unreadable: line };
      }
    });
}

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** One page of the listing, newest first; pages count from 1 and an out-of-range page gives the nearest. */
export function pageOf(inquiries, page, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(inquiries.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const newestFirst = inquiries.slice().reverse();
  return { items: newestFirst.slice((current - 1) * size, current * size), page: current, pages };
}

function renderList(inquiries, requestedPage) {
  const { items: shown, page, pages } = pageOf(inquiries, requestedPage);
  const link = (n, label, rel) => `<a href="/?page=${n}" rel="${rel}">${label}</a>`;
  const nav =
    pages > 1
      ? `<nav aria-label="Pages"><p>Page ${page} of ${pages} ${page > 1 ? link(page - 1, '← Newer', 'prev') : ''} ${page < pages ? link(page + 1, 'Older →', 'next') : ''}</p></nav>`
      : '';
  const items = shown
    .map((inq) => {
      const rows = Object.entries(inq)
        .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
        .join('');
      const title = `${inq['GUEST NAME'] ?? 'Inquiry'} · ${inq.LOCATION ?? inq.hotel ?? ''}`;
      return `<article><h2>${escapeHtml(title)}</h2><table>${rows}</table></article>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inquiry inbox (${inquiries.length})</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b2731;background:#f7f2ea}
h1{font-weight:600}article{background:#fffdf9;border:1px solid #d9cfbf;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}table{border-collapse:collapse;width:100%}th{text-align:left;white-space:nowrap;padding:.2rem 1rem .2rem 0;vertical-align:top;color:#4f5b65;font-weight:600}
td{padding:.2rem 0;white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>Inquiry inbox</h1><p>${inquiries.length} inquir${inquiries.length === 1 ? 'y' : 'ies'}, newest first. Stored in <code>${escapeHtml(file)}</code>.</p>
${nav}${items || '<p>No inquiries yet.</p>'}${nav}</body></html>`;
}

function corsHeaders(req) {
  const origin = req.headers.origin;
  if (!origin || !isAllowedOrigin(origin)) return { Vary: 'Origin' };
  const headers = { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  if (req.method === 'OPTIONS') {
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Allow-Headers'] = 'Content-Type, Accept';
    headers['Access-Control-Max-Age'] = '600';
    if (req.headers['access-control-request-private-network'] === 'true') headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  return headers;
}

function send(res, status, body, headers = {}) {
  const isJson = typeof body !== 'string';
  const text = isJson ? JSON.stringify(body) : body;
  res.writeHead(status, {
    'Content-Type': isJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(isJson ? {} : { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }),
    ...headers,
  });
  res.end(text);
}

/** Reads the body up to the cap; resolves null when it is too big. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > MAX_BODY_BYTES) return resolve(null);
    const chunks = [];
    let size = 0;
    let tooBig = false;
    req.on('data', (chunk) => {
      if (tooBig) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        tooBig = true;
        chunks.length = 0;
        resolve(null);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!tooBig) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

async function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://inbox.local');
  const cors = corsHeaders(req);
  const origin = req.headers.origin;
  if (!LOOPBACK_HOST.test(req.headers.host ?? '')) {
    return send(res, 421, { success: false, message: 'This inbox answers only to localhost, 127.0.0.1 or [::1]' });
  }

  if (req.method === 'OPTIONS') {
    if (origin && !isAllowedOrigin(origin)) return send(res, 403, { success: false, message: 'Origin not allowed' }, cors);
    res.writeHead(204, cors);
    return res.end();
  }

  if (req.method === 'GET' && url.pathname === '/health') {
    return send(res, 200, { ok: true, file, allowedOrigins: ['http(s)://localhost|127.0.0.1|[::1]:*', ...extraOrigins] }, cors);
  }
  if (req.method === 'GET' && url.pathname === '/') {
    return send(res, 200, renderList(await readInquiries(), Number(url.searchParams.get('page')) || 1));
  }

  const hotel = /^\/inquiries\/([a-z]+)\/?$/.exec(url.pathname)?.[1];
  if (!hotel || !HOTELS.has(hotel)) return send(res, 404, { success: false, message: 'Not found: POST to /inquiries/sorrento or /inquiries/amalfi' }, cors);
  if (req.method !== 'POST') return send(res, 405, { success: false, message: 'Use POST' }, { ...cors, Allow: 'POST, OPTIONS' });
  if (origin && !isAllowedOrigin(origin)) return send(res, 403, { success: false, message: `Origin not allowed: ${origin}` }, cors);
  if (!isJson(req.headers['content-type'])) {
    req.resume();
    return send(res, 415, { success: false, message: 'Send the inquiry as Content-Type: application/json' }, cors);
  }

  const raw = await readBody(req);
  if (raw === null) {
    send(res, 413, { success: false, message: `Body larger than ${MAX_BODY_BYTES} bytes` }, { ...cors, Connection: 'close' });
    req.resume();
    return;
  }
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return send(res, 400, { success: false, message: 'The body is not valid JSON' }, cors);
  }
  const problems = payloadProblems(body, { location: locationOf(hotel), today: hotelToday() });
  if (problems.length) return send(res, 400, { success: false, message: `Not an inquiry: ${problems.join('; ')}` }, cors);

  const id = body[INQUIRY_ID_KEY];
  const print = fingerprint(body);
  while (storing.has(id)) await storing.get(id).catch(() => {});
  if (versions.get(id)?.includes(print)) {
    // Stored already, as it is: the guest's browser lost our first answer. Say success again.
    console.log(`[inbox] ${hotel}: inquiry ${id} sent again unchanged, already stored`);
    return send(res, 200, { success: true, duplicate: true }, cors);
  }
  const version = (versions.get(id)?.length ?? 0) + 1;
  const record = { receivedAt: new Date().toISOString(), hotel, version, ...body };
  const write = append(record);
  storing.set(id, write); // before any await, so a resend racing this one waits instead of writing twice
  try {
    await write;
    remember(id, print);
  } catch (error) {
    console.error(`[inbox] could not save an inquiry: ${error.message}`);
    return send(res, 500, { success: false, message: 'The inquiry could not be saved' }, cors);
  } finally {
    storing.delete(id);
  }
  // The reference only: a log is no place for a guest's name, and nothing a body holds can forge a line.
  console.log(`[inbox] ${record.receivedAt} ${record.hotel}: inquiry ${id}${version > 1 ? ` version ${version}` : ''} saved`);
  return send(res, 200, { success: true }, cors);
}

const onRequest = (req, res) => {
  handle(req, res).catch((error) => {
    console.error(`[inbox] ${error.stack ?? error}`);
    if (!res.headersSent) send(res, 500, { success: false, message: 'Inbox error' }, corsHeaders(req));
    else res.end();
  });
};

for (const inquiry of await readInquiries()) {
  if (!inquiry[INQUIRY_ID_KEY]) continue;
  // What the guest's browser sent: the record less what the inbox added.
  const body = Object.fromEntries(Object.entries(inquiry).filter(([key]) => !['receivedAt', 'hotel', 'version'].includes(key)));
  remember(inquiry[INQUIRY_ID_KEY], fingerprint(body));
}

// Both loopback addresses, so "localhost" works whichever the browser resolves first; never the LAN.
// `--port 0` takes a free port (the unit test's: a fixed or random one may be some other server's); the
// second address then listens on the port the first was given.
const servers = [];
/**
 * @param {string} host
 * @param {number} onPort
 * @param {(port: number) => void} then
 */
function listen(host, onPort, then) {
  const server = createServer(onRequest);
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  server.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
    if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) return then(onPort); // no IPv6 here
    console.error(`[inbox] cannot listen on ${host}:${onPort}: ${error.message}`);
    process.exit(1);
  });
  server.listen(onPort, host, () => then(/** @type {import('node:net').AddressInfo} */ (server.address()).port));
  servers.push(server);
}
listen('127.0.0.1', port, (bound) =>
  listen('::1', bound, () => {
    console.log(`[inbox] Inquiry inbox on http://localhost:${bound}/ (POST /inquiries/sorrento | /inquiries/amalfi)`);
    console.log(`[inbox] Inquiries land in ${file}, listed newest first at http://localhost:${bound}/`);
  }),
);
const stop = () => {
  for (const s of servers) s.close();
  writing.finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
exitWithParent(stop);
