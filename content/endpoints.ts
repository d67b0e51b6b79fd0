/**
 * Where booking inquiries are POSTed, one endpoint per hotel (spec section 7).
 * Set NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO / _AMALFI at build time to the form-forwarding
 * service's URLs. Without them the build uses the local inquiry inbox that `npm start` runs.
 */
export const LOCAL_INBOX_ORIGIN = 'http://localhost:3001';

export interface InquiryEndpoints {
  sorrento: string;
  amalfi: string;
  usingLocalInbox: boolean;
}

// Next inlines NEXT_PUBLIC_* only where code names them exactly; in the browser `process.env` as a
// whole is empty, so the default must read each variable by its full name.
const buildEnv = () => ({
  NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO,
  NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI,
});

export function inquiryEndpoints(env: Record<string, string | undefined> = buildEnv()): InquiryEndpoints {
  const sorrento = env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO?.trim();
  const amalfi = env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI?.trim();
  return {
    sorrento: sorrento || `${LOCAL_INBOX_ORIGIN}/inquiries/sorrento`,
    amalfi: amalfi || `${LOCAL_INBOX_ORIGIN}/inquiries/amalfi`,
    usingLocalInbox: !sorrento || !amalfi,
  };
}
