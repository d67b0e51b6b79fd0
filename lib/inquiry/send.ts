import type { InquiryPayload } from './payload';

/** docs/DECISIONS.md #13. */
export const SEND_TIMEOUT_MS = 15_000;

/** After this long without an answer the form says it is still sending. */
export const SLOW_MS = 5_000;

// A keepalive request outlives the page (a reload or a link followed mid-send still delivers it);
// browsers allow it for bodies up to 64 KB in flight.
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * `refused`: the endpoint answered and did not take the inquiry (an error status, success false).
 * `unknown`: no answer we could read (time-out, network or CORS error, a 2xx that is not JSON): the
 * inquiry may have arrived; a resend with the same id is how to find out safely.
 */
export type SendResult = { ok: true } | { ok: false; kind: 'refused' | 'unknown'; error: string };

/**
 * DECISIONS #13: success is HTTP 2xx AND a JSON body with success === true, success === "true"
 * or ok === true. Anything else (an HTML page with 200 included) is a failure.
 */
export function isSuccessAnswer(status: number, body: unknown): boolean {
  if (status < 200 || status > 299) return false;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const b = body as Record<string, unknown>;
  return b.success === true || b.success === 'true' || b.ok === true;
}

/** Reads a response body as JSON, or undefined when it is not JSON. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POSTs one inquiry as JSON. Never throws: network errors, the timeout, non-2xx answers and answers
 * that do not say success all come back as { ok: false, error }.
 */
export async function sendInquiry(
  endpoint: string,
  payload: InquiryPayload,
  { timeoutMs = SEND_TIMEOUT_MS, fetchImpl = globalThis.fetch }: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const body = JSON.stringify(payload);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      keepalive: new Blob([body]).size <= KEEPALIVE_MAX_BYTES,
      signal: controller.signal,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
    });
    const answer = await readJson(response);
    if (isSuccessAnswer(response.status, answer)) return { ok: true };
    const detail = answer && typeof answer === 'object' && 'message' in answer ? `: ${String((answer as { message: unknown }).message)}` : '';
    // A 2xx we cannot read may be a service's own thank-you page: the inquiry may well be there.
    const kind = response.ok && answer === undefined ? 'unknown' : 'refused';
    return {
      ok: false,
      kind,
      error: `The inquiry endpoint answered HTTP ${response.status} without success${answer === undefined ? ' (not JSON)' : ''}${detail}`,
    };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, kind: 'unknown', error: `No answer from the inquiry endpoint within ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, kind: 'unknown', error: `Network error sending the inquiry: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
