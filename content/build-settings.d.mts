import type { HotelKey } from './site';

export const LOCAL_INBOX_ORIGIN: string;
export function isLoopbackHost(hostname: string): boolean;

export interface InquiryEndpoints extends Record<HotelKey, string> {
  /** No endpoint env was given for at least one hotel: the local inbox is baked in. */
  usingLocalInbox: boolean;
  /** An endpoint is on this computer (localhost, 127.x, ::1). */
  local: boolean;
}

export interface BuildSettings {
  inquiry: InquiryEndpoints;
  heroVideo: { src: string; srcMobile: string };
  siteUrl: string;
  origins: { connect: string[]; media: string[] };
}

type Env = Record<string, string | undefined>;
export function inquiryEndpoints(env?: Env): InquiryEndpoints;
export function buildSettings(env?: Env): BuildSettings;
