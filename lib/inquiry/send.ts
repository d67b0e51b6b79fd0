import type { InquiryPayload } from './payload';

/** DESIGN decision 13. */
export const SEND_TIMEOUT_MS = 15_000;

export type SendResult = { ok: true } | { ok: false; error: string };

/**
 * DESIGN decision 13: success is HTTP 2xx AND a JSON body with success === true, success === "true"
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
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
    });
    const body = await readJson(response);
    if (isSuccessAnswer(response.status, body)) return { ok: true };
    const detail = body && typeof body === 'object' && 'message' in body ? `: ${String((body as { message: unknown }).message)}` : '';
    return { ok: false, error: `The inquiry endpoint answered HTTP ${response.status} without success${body === undefined ? ' (not JSON)' : ''}${detail}` };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, error: `No answer from the inquiry endpoint within ${Math.round(timeoutMs / 1000)} s` };
    return { ok: false, error: `Network error sending the inquiry: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}
