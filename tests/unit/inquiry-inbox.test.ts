/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildPayload } from '@/lib/inquiry/payload';

const PORT = 4600 + Math.floor(Math.random() * 300);
const BASE = `http://127.0.0.1:${PORT}`;
const FILE = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'nested', 'inquiries.jsonl');
let inbox: ChildProcess;
let output = '';

const payload = buildPayload(
  {
    location: 'amalfi',
    name: 'Nguyễn <b>Ánh</b> 🌺',
    email: 'anh@example.vn',
    phone: '+84 912 345 678',
    checkIn: '2026-03-10',
    checkOut: '2026-03-12',
    adults: '2',
    children: '0',
    specialRequests: 'Xin chào "quiet" & <script>alert(1)</script>',
    rooms: [{ id: 1, name: 'Timeless Room City View (Twin Beds)', rate: 1250000, totalCost: 2500000 }],
  },
  new Date('2026-11-22T01:00:00Z'),
);

const post = (body: string, { origin = 'http://127.0.0.1:4415', hotel = 'amalfi' } = {}) =>
  fetch(`${BASE}/inquiries/${hotel}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body });

const lines = () => (existsSync(FILE) ? readFileSync(FILE, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : []);

beforeAll(async () => {
  inbox = spawn(process.execPath, ['scripts/inbox.mjs', '--port', String(PORT), '--file', FILE], { stdio: ['ignore', 'pipe', 'pipe'] });
  inbox.stdout?.on('data', (d) => (output += String(d)));
  inbox.stderr?.on('data', (d) => (output += String(d)));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`inbox did not start: ${output}`);
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
    const { receivedAt, hotel, ...rest } = saved[0];
    expect(hotel).toBe('amalfi');
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
  ])('400 with success:false for %s, nothing stored', async (_, body) => {
    const before = lines().length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
    expect(lines()).toHaveLength(before);
  });

  test('bodies over 64 KB get 413', async () => {
    const before = lines().length;
    const response = await post(JSON.stringify({ ...payload, 'SPECIAL REQUESTS': 'x'.repeat(70 * 1024) }));
    expect(response.status).toBe(413);
    expect(lines()).toHaveLength(before);
  });

  test('unknown hotels and paths are 404', async () => {
    expect((await post(JSON.stringify(payload), { hotel: 'rome' })).status).toBe(404);
  });

  test('GET / lists inquiries newest first, escaped', async () => {
    await post(JSON.stringify({ ...payload, 'GUEST NAME': 'Second guest' }), { hotel: 'sorrento' });
    const html = await (await fetch(`${BASE}/`)).text();
    expect(html.indexOf('Second guest')).toBeLessThan(html.indexOf('Nguyễn &lt;b&gt;Ánh&lt;/b&gt; 🌺'));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
