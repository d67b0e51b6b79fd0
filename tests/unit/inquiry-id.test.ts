import { newInquiryId, shortReference } from '@/lib/inquiry/inquiry-id';
import { isInquiryId } from '@/lib/inquiry/rules.mjs';

describe('inquiry id', () => {
  test('crypto.randomUUID where the browser has it', () => {
    const randomUUID = jest.fn(() => '3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f' as const);
    expect(newInquiryId({ randomUUID, getRandomValues: (a: Uint8Array) => a })).toBe('3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f');
  });

  test('outside a secure context (no randomUUID): a version 4 UUID from getRandomValues, the inbox accepts it', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newInquiryId({ getRandomValues: (a: Uint8Array) => globalThis.crypto.getRandomValues(a) })));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isInquiryId(id)).toBe(true);
  });

  test('no crypto at all: still a well-formed id', () => {
    expect(isInquiryId(newInquiryId(undefined))).toBe(true);
  });

  test('the reference a guest can quote', () => {
    expect(shortReference('3f0c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f')).toBe('3F0C9A1E');
  });
});
