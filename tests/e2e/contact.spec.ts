import { expect, test, type Page } from '@playwright/test';
import { PAYLOAD_KEYS } from '../../lib/inquiry/payload';
import { SEND_TIMEOUT_MS } from '../../lib/inquiry/send';
import { INQUIRY_ID_KEY, isInquiryId } from '../../lib/inquiry/rules.mjs';
import {
  addDays,
  arrived,
  CHECK_IN,
  CHECK_OUT,
  ENDPOINT,
  expectedPayload,
  expectFilled,
  fill,
  guest,
  openForm,
  requestsSettled,
  RUN,
  submit,
  TODAY,
  trackSends,
  type Guest,
} from './contact-helpers';
import { trackConsoleErrors, waitForHydration, releaseRoutesAfterEachTest } from './helpers';
import { E2E_INBOX_ORIGIN } from './inquiry-inbox';

releaseRoutesAfterEachTest();

// The booking inquiry, end to end: the built site posts cross-origin (127.0.0.1:E2E_PORT ->
// localhost:inbox) to the real local inbox, which appends to its JSON-lines file. Failures the inbox
// never gives (a 500, {"success":"false"}, an HTML page, no answer, a refused connection) are played
// by page.route on the same endpoint.

// Each test fills the whole form; give a loaded machine room.
test.describe.configure({ timeout: 120_000 });

test.describe('booking inquiry', () => {
  test('a full inquiry arrives in the inbox, cross-origin, every key right, sent once', async ({ page }, info) => {
    const errors = trackConsoleErrors(page);
    const sent = trackSends(page);
    const g = guest(info);
    await openForm(page);
    await fill(page, g);
    await expect(page.getByTestId('estimate')).toContainText('3 nights');

    const response = page.waitForResponse((r) => ENDPOINT.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
    await submit(page).dblclick();
    const answer = await response;
    expect(answer.url(), 'the build must post to the e2e inbox (build and test with the same endpoint env)').toBe(`${E2E_INBOX_ORIGIN}/inquiries/sorrento`);
    expect(await answer.request().headerValue('origin')).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await answer.request().headerValue('accept')).toBe('application/json');
    expect(await answer.headerValue('access-control-allow-origin')).toBe(new URL(page.url()).origin);

    const panel = page.getByTestId('inquiry-success');
    await expect(panel.getByRole('heading', { name: 'Thank you for your inquiry!' })).toBeFocused();
    await expect(panel).toContainText('We have received your booking request and will contact you shortly.');
    await expect(panel.getByRole('link', { name: 'reservations@velahotels.vn' })).toHaveAttribute('href', 'mailto:reservations@velahotels.vn');
    expect(sent).toHaveLength(1);

    const records = await arrived(g.name);
    expect(records).toHaveLength(1);
    const { receivedAt, hotel, version, 'SUBMISSION DATE': submitted, 'INQUIRY ID': id, ...rest } = records[0]!;
    expect(isInquiryId(id)).toBe(true);
    expect(hotel).toBe('sorrento');
    expect(version).toBe(1); // the inbox numbers an inquiry's versions (an edited resend is the next)
    expect(Date.parse(String(receivedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(String(submitted)).toMatch(new RegExp(`^${TODAY}|^${addDays(TODAY, 1)}`));
    // After the inbox's own three (receivedAt, hotel, version), exactly what the form sent, in order.
    expect(Object.keys(records[0]!).slice(3)).toEqual([...PAYLOAD_KEYS, INQUIRY_ID_KEY]);
    expect(rest).toEqual(expectedPayload(g));

    // The draft is gone, and the form is reset behind the panel (docs/REQUIREMENTS.md §4).
    expect(await page.evaluate(() => sessionStorage.getItem('vela.inquiryDraft'))).toBeNull();
    await panel.getByRole('button', { name: 'Send another inquiry' }).click();
    await expect(page.getByLabel(/^Adults/)).toHaveValue('2');
    await expect(page.getByLabel(/^Children/)).toHaveValue('0');
    await expect(page.getByLabel(/^Check-in/)).toHaveValue('');
    await expect(page.getByTestId('selected-room')).toHaveCount(0);
    // Missing files are the every-route harness's business; here: no script errors.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('Amalfi inquiries go to the Amalfi endpoint; BOOK NOW links preselect the room', async ({ page }, info) => {
    const g = guest(info, { hotel: 'Vela Amalfi', rooms: ['Premium Room Sea View (Double Bed)'] });
    await openForm(page, '/contact/?hotel=amalfi&room=premium-room-sea-view');
    await expect(page.getByRole('radio', { name: /Vela Amalfi/ })).toBeChecked();
    await expect(page.getByLabel('Room type')).toHaveValue('Premium Room Sea View (Double Bed)');
    await fill(page, g);
    await submit(page).click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible({ timeout: 15_000 });
    const [record] = await arrived(g.name);
    expect(record).toMatchObject({ hotel: 'amalfi', ...expectedPayload(g, 'amalfi') });
  });

  // Each failing answer comes once the guest's double click is over, as over any real network: an
  // answer within the double click would put its second click on the error panel itself.
  let answer: () => void = () => {};
  let answerReady = Promise.resolve();
  const answered = () => answerReady;
  const failures: Array<[string, (page: Page) => Promise<unknown>]> = [
    [
      'a 500 answer',
      (page) =>
        page.route(ENDPOINT, async (r) =>
          (await answered(), r).fulfill({
            status: 500,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: '{"success":false}',
          }),
        ),
    ],
    [
      '{"success":"false"}',
      (page) =>
        page.route(ENDPOINT, async (r) =>
          (await answered(), r).fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: '{"success":"false"}',
          }),
        ),
    ],
    [
      'an HTML page with 200',
      (page) =>
        page.route(ENDPOINT, async (r) =>
          (await answered(), r).fulfill({
            status: 200,
            contentType: 'text/html',
            headers: { 'Access-Control-Allow-Origin': '*' },
            body: '<!doctype html><h1>Thank you!</h1>',
          }),
        ),
    ],
    ['no answer for 20 s', (page) => page.route(ENDPOINT, () => new Promise<void>(() => {}))],
    ['a refused connection', (page) => page.route(ENDPOINT, async (r) => (await answered(), r).abort('connectionrefused'))],
  ];

  for (const [name, breakIt] of failures) {
    test(`${name}: the error panel, nothing sent twice, and "Edit and try again" restores everything`, async ({ page }, info) => {
      const consoleErrors = trackConsoleErrors(page);
      const sent = trackSends(page);
      const g = guest(info);
      answerReady = new Promise<void>((resolve) => (answer = resolve));
      const silent = name.startsWith('no answer');
      // The page's clock, so the 15 s limit is passed at once rather than waited for.
      if (silent) await page.clock.install();
      await openForm(page);
      await fill(page, g);
      await breakIt(page);
      await submit(page).dblclick();
      answer();
      if (silent) {
        await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
        await page.clock.fastForward(SEND_TIMEOUT_MS + 1_000);
      }

      const panel = page.getByTestId('inquiry-error');
      await expect(panel).toBeVisible({ timeout: 15_000 });
      await expect(panel.getByRole('heading', { name: 'Sorry, there was an error submitting your inquiry.' })).toBeFocused();
      await expect(panel).toContainText('Please try again or contact us directly.');
      await expect(panel.getByRole('link', { name: 'reservations@velahotels.vn' })).toBeVisible();
      // The hotel's chats too, beside phone and e-mail (Zalo and WhatsApp, new tab, no opener).
      await expect(panel.locator('a[data-messenger="zalo"]')).toHaveAttribute('href', /^https:\/\/zalo\.me\/\d+$/);
      await expect(panel.locator('a[data-messenger="whatsapp"]')).toHaveAttribute('rel', 'noopener noreferrer');
      expect(sent).toHaveLength(1);
      expect(consoleErrors.some((e) => e.includes('[inquiry] The inquiry was not sent'))).toBe(true);
      expect(await arrived(g.name)).toHaveLength(0);

      await panel.getByRole('button', { name: 'Edit and try again' }).click();
      await expectFilled(page, g);

      // The endpoint is back: the same inquiry goes through, once. (Unrouting also lets the held first
      // send of the "no answer" case reach the inbox, beside the retry, with the same inquiry id: the
      // inbox stores it once and answers neither before it is on disk.)
      await page.unroute(ENDPOINT);
      await submit(page).click();
      await expect(page.getByTestId('inquiry-success')).toBeVisible({ timeout: 15_000 });
      expect(sent).toHaveLength(2);
      const records = await arrived(g.name);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject(expectedPayload(g));
    });
  }

  test('a reload after a failure keeps the draft', async ({ page }, info) => {
    const g = guest(info);
    await openForm(page);
    await fill(page, g);
    await page.route(ENDPOINT, (r) => r.fulfill({ status: 503, body: 'Service Unavailable' }));
    await submit(page).click();
    await expect(page.getByTestId('inquiry-error')).toBeVisible({ timeout: 15_000 });
    await page.unroute(ENDPOINT);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('We kept what you typed.')).toBeVisible();
    await expectFilled(page, g);
    await submit(page).click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible({ timeout: 15_000 });
    expect(await arrived(g.name)).toHaveLength(1);
  });

  test('a reload while typing loses nothing', async ({ page }, info) => {
    const g = guest(info, { hotel: 'Vela Amalfi', rooms: ['Timeless Room Sea View (Twin Beds)'] });
    await openForm(page);
    await fill(page, g);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: /Vela Amalfi/ })).toBeChecked();
    await expectFilled(page, g);
  });
});

test.describe('bad input sends nothing and says why', () => {
  const cases: Array<[string, Partial<Guest>, Array<[RegExp | string, string]>]> = [
    ['whitespace-only name', { name: '   ' }, [[/^Full name/, 'This field is required']]],
    ['e-mail a@b', { email: 'a@b' }, [[/^E-mail/, 'Please enter a valid email address']]],
    ['10,000-character requests', { requests: 'x'.repeat(10_000) }, [['Special requests', 'Please keep this to 5000 characters or fewer']]],
    [
      '<script> in every field',
      { name: '<script>alert(1)</script>', email: '<script>alert(1)</script>', phone: '<script>alert(1)</script>', requests: '<script>alert(1)</script>' },
      [
        [/^E-mail/, 'Please enter a valid email address'],
        [/^Phone/, 'Please enter a valid phone number'],
      ],
    ],
    ['adults 0', { adults: '0' }, [[/^Adults/, 'At least 1 adult is required']]],
    ['children -1', { children: '-1' }, [[/^Children/, 'The number of children cannot be below 0']]],
    [
      'check-out before check-in',
      { checkIn: CHECK_OUT, checkOut: CHECK_IN },
      [
        [/^Check-out/, 'Check-out must be after check-in'],
        ['Room type', 'Please select at least one room type'],
      ],
    ],
    ['a past date', { checkIn: addDays(TODAY, -2), checkOut: addDays(TODAY, 1) }, [[/^Check-in/, 'Please choose today or a later date']]],
  ];

  for (const [name, over, expected] of cases) {
    test(name, async ({ page }, info) => {
      const sent = trackSends(page);
      page.on('dialog', () => {
        throw new Error('a script ran');
      });
      await openForm(page);
      await fill(page, guest(info, over));
      await submit(page).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Please correct' });
      await expect(summary).toBeFocused();
      for (const [label, message] of expected) {
        const input = page.getByLabel(label);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
      await expect(summary.getByRole('listitem')).toHaveCount(expected.length);
      await expect(submit(page)).toBeDisabled();
      await requestsSettled(page);
      expect(sent).toHaveLength(0);
    });
  }

  test('an empty form: every required field, no rooms, in the live language', async ({ page }) => {
    const sent = trackSends(page);
    await openForm(page, '/vi/contact/');
    await page.getByLabel(/^Người lớn/).fill('');
    await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    for (const label of [/^Họ và tên/, /^Email/, /^Số điện thoại/, /^Ngày nhận phòng/, /^Ngày trả phòng/, /^Người lớn/]) {
      await expect(page.getByLabel(label)).toHaveAccessibleDescription(/Trường này là bắt buộc/);
    }
    await expect(page.getByLabel('Loại phòng')).toHaveAccessibleDescription('Vui lòng chọn ít nhất một loại phòng');
    await expect(page.getByRole('alert', { name: 'Vui lòng sửa 7 mục' })).toBeFocused();
    expect(sent).toHaveLength(0);
  });

  test('unusual but valid input arrives byte for byte', async ({ page }, info) => {
    page.on('dialog', () => {
      throw new Error('a script ran');
    });
    const g = guest(info, {
      name: `<script>alert("x")</script> Đặng Thùy Dương 👩‍👩‍👧 ${RUN}-${info.testId}-${info.retry}`,
      email: "o'brien+vela@example.co.uk",
      phone: '+1 (555) 010-9999',
      requests: `<img src=x onerror=alert(1)> "quotes" & ampersands\nTiếng Việt: phòng yên tĩnh, cảm ơn! 🎂🥂\n${'Ω≈ç√∫'.repeat(900)}`,
      rooms: ['Deluxe Room Sea View (Double Bed)'],
    });
    await openForm(page);
    await fill(page, g);
    await submit(page).click();
    await expect(page.getByTestId('inquiry-success')).toBeVisible({ timeout: 15_000 });
    const records = await arrived(g.name);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject(expectedPayload(g));
    expect(Buffer.from(String(records[0]!['SPECIAL REQUESTS']), 'utf8').equals(Buffer.from(g.requests, 'utf8'))).toBe(true);
  });
});
