/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newInquiryId } from '@/lib/inquiry/inquiry-id';
import { buildPayload, PAYLOAD_KEYS } from '@/lib/inquiry/payload';
import { INQUIRY_ID_KEY, PAYLOAD_RULES } from '@/lib/inquiry/rules.mjs';

// The inbox takes a free port and says which: a fixed or random port may be another server's, and
// then the tests talked to it (a busy machine runs other inboxes and sites).
let PORT = 0;
let BASE = '';
const FILE = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'nested', 'inquiries.jsonl');
let inbox: ChildProcess;
let output = '';

/** A day `days` from the hotels' today, YYYY-MM-DD: the inbox refuses stays that have begun. */
const hotelDay = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
};
const [CHECK_IN, CHECK_OUT] = [hotelDay(30), hotelDay(32)];

const payload = buildPayload(
  {
    id: newInquiryId(),
    location: 'amalfi',
    name: 'Nguyễn <b>Ánh</b> 🌺',
    email: 'anh@example.vn',
    phone: '+84 912 345 678',
    checkIn: CHECK_IN,
    checkOut: CHECK_OUT,
    adults: '2',
    children: '0',
    specialRequests: 'Xin chào "quiet" & <script>alert(1)</script>',
    rooms: [{ id: 1, name: 'Timeless Room City View (Twin Beds)', rate: 1250000, totalCost: 2500000 }],
  },
  new Date('2026-11-22T01:00:00Z'),
);

const post = (body: string, { origin = 'http://127.0.0.1:4415', hotel = 'amalfi' } = {}) =>
  fetch(`${BASE}/inquiries/${hotel}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body });

/** A request with headers fetch() will not set (Host). */
const raw = (method: string, target: string, headers: Record<string, string>, body?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: PORT, method, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });

const fresh = (over: Record<string, unknown> = {}) => JSON.stringify({ ...payload, [INQUIRY_ID_KEY]: newInquiryId(), ...over });

const lines = () =>
  existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];

beforeAll(async () => {
  inbox = spawn(process.execPath, ['scripts/inbox.mjs', '--port', '0', '--file', FILE], { stdio: ['ignore', 'pipe', 'pipe'] });
  // Ready when it says where it listens (its last start-up line, printed once both addresses are bound).
  PORT = await new Promise<number>((resolve, reject) => {
    inbox.stdout?.on('data', (d) => {
      output += String(d);
      const port = output.match(/listed newest first at http:\/\/localhost:(\d+)\//)?.[1];
      if (port) resolve(Number(port));
    });
    inbox.stderr?.on('data', (d) => (output += String(d)));
    inbox.on('exit', (code) => reject(new Error(`inbox exited (${code}): ${output}`)));
  });
  BASE = `http://127.0.0.1:${PORT}`;
});

afterAll(() => {
  inbox.kill('SIGTERM');
});

describe('local inquiry inbox', () => {
  test('says where inquiries land', () => {
    expect(output).toContain(`Inquiries land in ${FILE}`);
  });

  test('a valid inquiry is on disk, intact, before {"success":true}', async () => {
    const response = await post(JSON.stringify(payload));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4415');
    expect(await response.json()).toEqual({ success: true });
    const saved = lines();
    expect(saved).toHaveLength(1);
    const { receivedAt, hotel, version, ...rest } = saved[0];
    expect(hotel).toBe('amalfi');
    expect(version).toBe(1);
    expect(Number.isNaN(Date.parse(receivedAt))).toBe(false);
    expect(rest).toEqual(payload);
  });

  test('CORS preflight for local origins, refused for others', async () => {
    const ok = await fetch(`${BASE}/inquiries/sorrento`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(ok.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    const evil = await post(JSON.stringify(payload), { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  test.each([
    ['not JSON', 'GUEST NAME=Ana'],
    ['an array', '[1,2]'],
    ['a missing key', JSON.stringify({ ...payload, EMAIL: undefined })],
    ['an unexpected key', JSON.stringify({ ...payload, fullName: 'x' })],
    ['a wrong type', JSON.stringify({ ...payload, ADULTS: '2' })],
    // The form's rules, not only the types (lib/inquiry/rules.mjs).
    ['ADULTS -5', fresh({ ADULTS: -5 })],
    ['ADULTS 2.5', fresh({ ADULTS: 2.5 })],
    ['CHILDREN 99', fresh({ CHILDREN: 99 })],
    ['an undeliverable e-mail', fresh({ EMAIL: 'name@gmail..com' })],
    ['an e-mail the form would default', fresh({ EMAIL: 'Not provided' })],
    ['a phone of letters', fresh({ PHONE: 'call me' })],
    ['an empty name', fresh({ 'GUEST NAME': '   ' })],
    ['a date that does not exist', fresh({ 'CHECK-IN DATE': '2026-02-30' })],
    ['check-out before check-in', fresh({ 'CHECK-IN DATE': CHECK_OUT, 'CHECK-OUT DATE': CHECK_IN })],
    // What only the receiver can check: the hotel's today, the dates' own nights, its own hotel.
    ['a stay that began two days ago', fresh({ 'CHECK-IN DATE': hotelDay(-2), 'CHECK-OUT DATE': hotelDay(0) })],
    ['NUMBER OF NIGHTS not what the dates make', fresh({ 'NUMBER OF NIGHTS': 5 })],
    ["another hotel's LOCATION", fresh({ LOCATION: 'Vela Sorrento' })],
    ['a LOCATION that is no hotel', fresh({ LOCATION: 'Anywhere' })],
    // Keys named like object built-ins are keys like any other: not the form's, so refused.
    ['a "constructor" key', fresh({ constructor: 'x'.repeat(20_000) })],
    ['a "toString" key', fresh({ toString: 'x'.repeat(20_000) })],
    ['a "__proto__" key', fresh().replace(/^\{/, `{"__proto__":"${'x'.repeat(20_000)}",`)],
    // A field nested 30,000 levels deep: a clear 400, never a 500 from building the message.
    ['a name nested 30,000 levels deep', fresh().replace(/"GUEST NAME":"[^"]*"/, `"GUEST NAME":${'['.repeat(30_000)}${']'.repeat(30_000)}`)],
    ['5001 characters of requests', fresh({ 'SPECIAL REQUESTS': 'x'.repeat(5001) })],
    ['one letter under 20,000 marks', fresh({ 'SPECIAL REQUESTS': `a${'\u0301'.repeat(20_000)}` })],
    ['no inquiry id', JSON.stringify({ ...payload, [INQUIRY_ID_KEY]: undefined })],
    ['a made-up inquiry id', fresh({ [INQUIRY_ID_KEY]: '1; DROP TABLE' })],
  ])('400 with success:false for %s, nothing stored', async (_, body) => {
    const before = lines().length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(lines()).toHaveLength(before);
  });

  test('the rule table covers exactly the keys the form sends, in order', () => {
    expect(Object.keys(PAYLOAD_RULES)).toEqual([...PAYLOAD_KEYS, INQUIRY_ID_KEY]);
    expect(Object.keys(payload)).toEqual(Object.keys(PAYLOAD_RULES));
  });

  test('a dotted phone and the longest requests the form allows are an inquiry', async () => {
    const response = await post(fresh({ PHONE: '0912.345.678', 'SPECIAL REQUESTS': 'ệ'.normalize('NFD').repeat(5000) }));
    expect(response.status).toBe(200);
  });

  test('415 for anything but application/json, nothing stored', async () => {
    const before = lines().length;
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const response = await fetch(`${BASE}/inquiries/sorrento`, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: 'http://127.0.0.1:4415' },
        body: fresh(),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
    }
    expect(lines()).toHaveLength(before);
    const charset = await fetch(`${BASE}/inquiries/sorrento`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: fresh({ LOCATION: 'Vela Sorrento' }),
    });
    expect(charset.status).toBe(200);
    expect(lines()).toHaveLength(before + 1);
  });

  test('only loopback Host names are answered (DNS rebinding)', async () => {
    for (const host of [`localhost:${PORT}`, `127.0.0.1:${PORT}`, `[::1]:${PORT}`, 'localhost', 'LOCALHOST:80']) {
      expect((await raw('GET', '/', { Host: host })).status).toBe(200);
    }
    for (const host of [`rebind.example:${PORT}`, `localhost.evil.example:${PORT}`, `127.0.0.1.nip.io:${PORT}`, '192.168.1.2']) {
      const listing = await raw('GET', '/', { Host: host });
      expect(listing.status).toBe(421);
      expect(listing.body).not.toContain('GUEST NAME');
    }
    const before = lines().length;
    const posted = await raw('POST', '/inquiries/sorrento', { Host: `rebind.example:${PORT}`, 'Content-Type': 'application/json' }, fresh());
    expect(posted.status).toBe(421);
    expect(lines()).toHaveLength(before);
  });

  test('an inquiry id is stored once: a resend (also a simultaneous one) answers success and stores nothing', async () => {
    const before = lines().length;
    const body = fresh({ 'GUEST NAME': 'Resent guest' });
    const first = await post(body);
    expect(await first.json()).toEqual({ success: true });
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, duplicate: true });
    expect(lines()).toHaveLength(before + 1);

    const racing = fresh({ 'GUEST NAME': 'Racing guest' });
    const answers = await Promise.all([post(racing), post(racing), post(racing)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(lines().filter((l) => l['GUEST NAME'] === 'Racing guest')).toHaveLength(1);
  });

  test('a resend racing the first write answers only once the inquiry is on disk', async () => {
    // The e2e "no answer" case: a held first send and the guest's retry reach the inbox together;
    // whichever is answered "success" first, the hotel's copy must already be in the file.
    for (let round = 0; round < 5; round++) {
      const name = `Racing guest ${round}`;
      const body = fresh({ 'GUEST NAME': name });
      const storedWhenAnswered = await Promise.all(
        [1, 2, 3, 4].map(async () => {
          const answer = await post(body);
          const onDisk = lines().filter((l) => l['GUEST NAME'] === name).length;
          return { status: answer.status, onDisk };
        }),
      );
      expect(storedWhenAnswered).toEqual(Array(4).fill({ status: 200, onDisk: 1 }));
    }
  });

  test('bodies over 64 KB get 413', async () => {
    const before = lines().length;
    const response = await post(JSON.stringify({ ...payload, 'SPECIAL REQUESTS': 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(lines()).toHaveLength(before);
  });

  test('a resend the guest changed is the next version, stored beside the first; an unchanged one is not', async () => {
    const first = fresh({ 'GUEST NAME': 'Edited guest' });
    expect(await (await post(first)).json()).toEqual({ success: true });
    // "Edit and try again" after a lost answer: another check-out, another room, other requests.
    const edited = {
      ...JSON.parse(first),
      'CHECK-OUT DATE': hotelDay(33),
      'NUMBER OF NIGHTS': 3,
      'SELECTED ROOMS': 'Timeless Room City View (Twin Beds): 3,750,000 ₫, Premium Room Sea View (Twin Beds): 4,500,000 ₫',
      'TOTAL COST': '8,250,000 ₫',
      'SPECIAL REQUESTS': 'A late check-in, please',
      'SUBMISSION DATE': '2026-11-22 08:50:00 (Asia/Ho_Chi_Minh)',
    };
    const second = await post(JSON.stringify(edited));
    expect(await second.json()).toEqual({ success: true });
    // The same edited inquiry pressed again later: only its SUBMISSION DATE differs, so it is not new.
    const again = await post(JSON.stringify({ ...edited, 'SUBMISSION DATE': '2026-11-22 09:10:00 (Asia/Ho_Chi_Minh)' }));
    expect(await again.json()).toEqual({ success: true, duplicate: true });
    const stored = lines().filter((l) => l['GUEST NAME'] === 'Edited guest');
    expect(stored.map((l) => [l.version, l['CHECK-OUT DATE'], l['SPECIAL REQUESTS']])).toEqual([
      [1, CHECK_OUT, payload['SPECIAL REQUESTS']],
      [2, hotelDay(33), 'A late check-in, please'],
    ]);
    expect(stored[1]['SELECTED ROOMS']).toContain('Premium Room Sea View');
  });

  test('the log names no guest, and nothing in a body can forge a line of it', async () => {
    const before = output.split('\n').length;
    const name = 'Forged\n[inbox] 2026-01-01T00:00:00.000Z amalfi: inquiry from Admin saved';
    expect((await post(fresh({ 'GUEST NAME': name }))).status).toBe(400); // a name has no line breaks
    expect((await post(fresh({ 'GUEST NAME': 'Private Person' }))).status).toBe(200);
    await new Promise<void>((resolve) => {
      const check = () => (output.includes('saved') && output.split('\n').length > before ? resolve() : setTimeout(check, 20));
      check();
    });
    expect(output).not.toContain('Private Person');
    expect(output).not.toContain('from Admin');
    for (const line of output.split('\n').filter((l) => l.includes(' saved')))
      expect(line).toMatch(/^\[inbox\] \S+ (sorrento|amalfi): inquiry [0-9a-f-]{36}( version \d+)? saved$/);
  });

  test('unknown hotels and paths are 404', async () => {
    expect((await post(JSON.stringify(payload), { hotel: 'rome' })).status).toBe(404);
  });

  test('GET / lists inquiries newest first, escaped', async () => {
    await post(fresh({ 'GUEST NAME': 'Second guest', LOCATION: 'Vela Sorrento' }), { hotel: 'sorrento' });
    const html = await (await fetch(`${BASE}/`)).text();
    expect(html.indexOf('Second guest')).toBeLessThan(html.indexOf('Nguyễn &lt;b&gt;Ánh&lt;/b&gt; 🌺'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('the listing comes a page of 20 at a time, newest first', async () => {
    for (let i = 0; i < 45; i++) expect((await post(fresh({ 'GUEST NAME': `Paged guest ${String(i).padStart(2, '0')}` }))).status).toBe(200);
    const total = lines().length;
    const pages = Math.ceil(total / 20);
    const names = (html: string) => [...html.matchAll(/<h2>(.*?) · /g)].map((m) => m[1]);
    const first = await (await fetch(`${BASE}/`)).text();
    expect(names(first)).toHaveLength(20);
    expect(names(first).slice(0, 3)).toEqual(['Paged guest 44', 'Paged guest 43', 'Paged guest 42']);
    expect(first).toContain(`Page 1 of ${pages}`);
    expect(first).toContain('href="/?page=2"');
    const second = await (await fetch(`${BASE}/?page=2`)).text();
    expect(names(second)[0]).toBe('Paged guest 24');
    const last = await (await fetch(`${BASE}/?page=${pages}`)).text();
    expect(names(last)).toHaveLength(total - 20 * (pages - 1));
    expect(last).not.toContain(`href="/?page=${pages + 1}"`);
    expect(await (await fetch(`${BASE}/?page=999`)).text()).toContain(`Page ${pages} of ${pages}`);
  });
});
