/**
 * @jest-environment node
 */
import { buildPayload } from '@/lib/inquiry/payload';
import { isSuccessAnswer, sendInquiry } from '@/lib/inquiry/send';

const ID = '3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f';
const payload = buildPayload({ id: ID, location: 'sorrento', name: 'Ana', rooms: [] }, new Date('2026-11-22T00:00:00Z'));

describe('success rule (DECISIONS #13)', () => {
  test.each([
    [200, { success: true }, true],
    [201, { success: 'true' }, true],
    [200, { ok: true }, true],
    [204, { success: true, ok: false }, true],
    [200, { success: 'false' }, false],
    [200, { success: false }, false],
    [200, { ok: 'true' }, false],
    [200, {}, false],
    [200, [{ success: true }], false],
    [200, undefined, false],
    [200, 'OK', false],
    [500, { success: true }, false],
    [302, { success: true }, false],
    [404, { ok: true }, false],
  ])('HTTP %s with %j -> %s', (status, body, expected) => {
    expect(isSuccessAnswer(status, body)).toBe(expected);
  });
});

function answer(status: number, body: string, contentType = 'application/json') {
  return jest.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

describe('sendInquiry', () => {
  test('POSTs the JSON payload with Accept: application/json', async () => {
    const fetchImpl = answer(200, '{"success":true}');
    await expect(sendInquiry('http://inbox.test/inquiries/sorrento', payload, { fetchImpl })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://inbox.test/inquiries/sorrento');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  test.each([
    ['a 500', 'refused', answer(500, '{"success":false,"message":"boom"}')],
    ['success "false"', 'refused', answer(200, '{"success":"false"}')],
    ['an HTML page with 500', 'refused', answer(500, '<!doctype html><p>Error</p>', 'text/html')],
    // A 2xx we cannot read may be the service's own thank-you page: it may have arrived.
    ['an HTML page with 200', 'unknown', answer(200, '<!doctype html><p>Thanks!</p>', 'text/html')],
    ['an empty 200', 'unknown', answer(200, '')],
  ])('%s is a failure (%s)', async (_, kind, fetchImpl) => {
    const result = await sendInquiry('http://inbox.test/x', payload, { fetchImpl });
    expect(result).toEqual({ ok: false, kind, error: expect.any(String) });
  });

  test("the request outlives the page (keepalive) when it fits the browser's 64 KB", async () => {
    const fetchImpl = answer(200, '{"success":true}');
    await sendInquiry('http://inbox.test/x', payload, { fetchImpl });
    await sendInquiry('http://inbox.test/x', { ...payload, 'SPECIAL REQUESTS': 'ệ'.repeat(21_000) }, { fetchImpl });
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([, init]) => init.keepalive)).toEqual([true, false]);
  });

  test('a network error is a failure, never a throw', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendInquiry('http://inbox.test/x', payload, { fetchImpl })).resolves.toEqual({
      ok: false,
      kind: 'unknown',
      error: expect.stringContaining('Failed to fetch'),
    });
  });

  test('no answer within the timeout aborts the request', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = sendInquiry('http://inbox.test/x', payload, { fetchImpl: fetchImpl as typeof fetch });
    jest.advanceTimersByTime(14_999);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toEqual({ ok: false, kind: 'unknown', error: expect.stringContaining('15 s') });
    jest.useRealTimers();
  });
});

describe('inquiry endpoints', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  test('the build env names each hotel its own endpoint; the local inbox is the default', async () => {
    delete process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO;
    delete process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI;
    const { inquiryEndpoints } = await import('@/content/build-settings.mjs');
    expect(inquiryEndpoints().sorrento).toBe('http://localhost:3001/inquiries/sorrento');
    expect(inquiryEndpoints().amalfi).toBe('http://localhost:3001/inquiries/amalfi');
    process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO = 'https://forms.example/sorrento';
    process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI = 'https://forms.example/amalfi';
    expect(inquiryEndpoints().sorrento).toBe('https://forms.example/sorrento');
    expect(inquiryEndpoints().amalfi).toBe('https://forms.example/amalfi');
  });
});
