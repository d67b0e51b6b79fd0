import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request, type TestInfo } from '@playwright/test';
import { formatRate, hotelToday, stayCost } from '../../lib/rates';
import { waitForHydration } from './helpers';
import { E2E_INBOX_ORIGIN } from './inquiry-inbox';

// What the contact specs share: a guest, filling and checking the form, watching sends, and reading
// what the e2e inbox stored.

export const ENDPOINT = /\/inquiries\/(sorrento|amalfi)$/;
export const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
export const TODAY = hotelToday();
export const CHECK_IN = addDays(TODAY, 40);
export const CHECK_OUT = addDays(TODAY, 43);
// Names are unique per run and attempt: the inbox file outlives a run.
export const RUN = Date.now().toString(36);

export interface Guest {
  hotel?: 'Vela Sorrento' | 'Vela Amalfi';
  name: string;
  email: string;
  phone: string;
  checkIn: string;
  checkOut: string;
  adults: string;
  children: string;
  requests: string;
  rooms: string[];
}

export const guest = (info: TestInfo, over: Partial<Guest> = {}): Guest => ({
  name: `Nguyễn Thị Ánh ${RUN}-${info.testId}-${info.retry}`,
  email: 'anh.nguyen@example.vn',
  phone: '+84 912 345 678',
  checkIn: CHECK_IN,
  checkOut: CHECK_OUT,
  adults: '3',
  children: '1',
  requests: 'Late arrival around 23:00.\nA quiet room, please 🌙',
  rooms: ['Superior Room Sea View (Twin Beds)', 'Family Suite (2 King Beds)'],
  ...over,
});

export async function openForm(page: Page, url = '/contact/') {
  await page.goto(url);
  await waitForHydration(page);
}

export async function fill(page: Page, g: Guest) {
  if (g.hotel) await page.getByRole('radio', { name: new RegExp(g.hotel) }).check();
  await page.getByLabel(/^Check-in/).fill(g.checkIn);
  await page.getByLabel(/^Check-out/).fill(g.checkOut);
  await page.getByLabel(/^Adults/).fill(g.adults);
  await page.getByLabel(/^Children/).fill(g.children);
  for (const room of g.rooms) {
    await page.getByLabel('Room type').selectOption(room);
    await page.getByRole('button', { name: 'Add room' }).click();
  }
  await page.getByLabel(/^Full name/).fill(g.name);
  await page.getByLabel(/^E-mail/).fill(g.email);
  await page.getByLabel(/^Phone/).fill(g.phone);
  await page.getByLabel('Special requests').fill(g.requests);
}

export async function expectFilled(page: Page, g: Guest) {
  await expect(page.getByLabel(/^Full name/)).toHaveValue(g.name);
  await expect(page.getByLabel(/^E-mail/)).toHaveValue(g.email);
  await expect(page.getByLabel(/^Phone/)).toHaveValue(g.phone);
  await expect(page.getByLabel(/^Check-in/)).toHaveValue(g.checkIn);
  await expect(page.getByLabel(/^Check-out/)).toHaveValue(g.checkOut);
  await expect(page.getByLabel(/^Adults/)).toHaveValue(g.adults);
  await expect(page.getByLabel(/^Children/)).toHaveValue(g.children);
  await expect(page.getByLabel('Special requests')).toHaveValue(g.requests);
  await expect(page.getByTestId('selected-room')).toHaveCount(g.rooms.length);
  for (const [i, room] of g.rooms.entries()) await expect(page.getByTestId('selected-room').nth(i)).toContainText(room);
}

/** Every request the page makes to an inquiry endpoint. */
export function trackSends(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && ENDPOINT.test(new URL(r.url()).pathname)) sent.push(r);
  });
  return sent;
}

/**
 * Resolves once every request the page had started has reached the test's listeners (e.g. trackSends): the page
 * fetches a file of its own, and the browser reports its requests in the order they start. A form that sends does
 * so without waiting (use-send-inquiry: nothing is awaited before the fetch), so "nothing was sent" needs no time.
 */
export async function requestsSettled(page: Page) {
  const mark = `/robots.txt?settled=${Math.random().toString(36).slice(2)}`;
  await Promise.all([page.waitForRequest((r) => r.url().endsWith(mark)), page.evaluate((url) => fetch(url).then(() => undefined), mark)]);
}

/** The inquiries the inbox has stored for this guest name. */
export async function arrived(name: string): Promise<Array<Record<string, unknown>>> {
  const health = (await (await fetch(`${E2E_INBOX_ORIGIN}/health`)).json()) as { file: string };
  const file = path.resolve(health.file);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((r) => r['GUEST NAME'] === name);
}

export function expectedPayload(g: Guest, location: 'sorrento' | 'amalfi' = 'sorrento') {
  const costs = g.rooms.map((room) => stayCost(room.replace(/\s*\([^()]*\)$/, ''), location, g.checkIn, g.checkOut).total);
  const total = costs.reduce((a, b) => a + b, 0);
  return {
    'GUEST NAME': g.name,
    EMAIL: g.email,
    PHONE: g.phone,
    LOCATION: location === 'sorrento' ? 'Vela Sorrento' : 'Vela Amalfi',
    'CHECK-IN DATE': g.checkIn,
    'CHECK-OUT DATE': g.checkOut,
    'NUMBER OF NIGHTS': 3,
    ADULTS: Number(g.adults),
    CHILDREN: Number(g.children),
    'SELECTED ROOMS': g.rooms.map((room, i) => `${room}: ${formatRate(costs[i])}`).join(', '),
    'TOTAL COST': formatRate(total),
    'SPECIAL REQUESTS': g.requests,
  };
}

export const submit = (page: Page) => page.getByRole('button', { name: 'Send inquiry' });
