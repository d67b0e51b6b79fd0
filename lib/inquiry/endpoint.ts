import { inquiryEndpoints } from '@/content/endpoints';
import type { HotelKey } from '@/content/site';

/**
 * The endpoint an inquiry for `hotel` is POSTed to. Next inlines build-time env into the browser
 * bundle only where the code reads `process.env.NEXT_PUBLIC_…` literally; a whole `process.env`
 * passed around is an empty object in the browser, so the endpoints are read here, literally.
 */
export function inquiryEndpoint(hotel: HotelKey): string {
  return inquiryEndpoints({
    NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO,
    NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI,
  })[hotel];
}
