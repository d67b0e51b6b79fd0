import { inquiryEndpoints } from '../../content/build-settings.mjs';

/**
 * Where the e2e inquiry inbox listens: where the build sent inquiries. With no
 * NEXT_PUBLIC_INQUIRY_ENDPOINT_* env (npm test) that is the local default, :3001. To run the e2e on
 * another port, build AND test with the same env (or set E2E_INBOX_PORT to match the build).
 */
const baked = new URL(inquiryEndpoints().sorrento);
export const E2E_INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? (baked.port || 3001));
export const E2E_INBOX_ORIGIN = `http://localhost:${E2E_INBOX_PORT}`;
export const E2E_INBOX_FILE = 'test-results/inbox/inquiries.jsonl';
