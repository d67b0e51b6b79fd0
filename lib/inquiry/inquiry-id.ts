/**
 * A new inquiry's reference: a version 4 UUID made in the browser. It is kept in the draft and sent
 * with every attempt to send that inquiry, so a resend after a lost answer is known for the same
 * inquiry (the local inbox stores it once; a forwarding service's e-mails show it).
 * crypto.randomUUID exists only in secure contexts (HTTPS, localhost); getRandomValues everywhere.
 */
interface CryptoLike {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint8Array) => unknown;
}

export function newInquiryId(cryptoImpl: CryptoLike | undefined = globalThis.crypto): string {
  if (typeof cryptoImpl?.randomUUID === 'function') return cryptoImpl.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoImpl?.getRandomValues) cryptoImpl.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The short form a guest can quote on the phone or in an e-mail: the first 8 characters, upper case. */
export const shortReference = (id: string) => id.slice(0, 8).toUpperCase();
