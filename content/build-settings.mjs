// Every setting a build takes from its environment, worked out once. The browser bundle (through
// next.config.ts's `env`), the server render (site.ts), the build's log (next.config.ts), the headers
// and the per-page CSP (scripts/postbuild.mjs, plain Node) and the e2e harness all read this module.
// Plain .mjs (types in JSDoc, checked by `npm run typecheck`) so Node runs it without a build step.

/** The local inquiry inbox `npm start` runs (scripts/inbox.mjs); the default when no endpoint is set. */
export const LOCAL_INBOX_ORIGIN = 'http://localhost:3001';
const DEFAULT_SITE_URL = 'https://www.velahotels.vn';

/** @typedef {Record<string, string | undefined>} Env */

// Next inlines NEXT_PUBLIC_* only where code names them exactly; in the browser `process.env` as a
// whole is empty, so the default reads each variable by its full name.
/** @returns {Env} */
const buildEnv = () => ({
  NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO,
  NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: process.env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI,
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_HERO_VIDEO_URL: process.env.NEXT_PUBLIC_HERO_VIDEO_URL,
  NEXT_PUBLIC_HERO_VIDEO_MOBILE_URL: process.env.NEXT_PUBLIC_HERO_VIDEO_MOBILE_URL,
});

// A name or address that only ever means "this computer": localhost and any name under it (RFC 6761;
// browsers never ask DNS for them), written with or without the root's trailing dot; the whole of
// 127.0.0.0/8; ::1 and IPv4-mapped loopback; 0.0.0.0, which a browser on Linux or macOS sends to this
// computer. Give it a URL's hostname: the URL parser has already turned 127.1, 0x7f.0.0.1 and
// 2130706433 into 127.0.0.1. One rule for the build (is this endpoint local?) and the deploy guard.
const LOOPBACK_HOST = /^((.+\.)?localhost\.?|127(\.\d{1,3}){3}|0\.0\.0\.0|\[?(::1|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}|::ffff:127(\.\d{1,3}){3})\]?)$/i;
/** True for a hostname that reaches only this computer (see above). @param {string} hostname */
export const isLoopbackHost = (hostname) => LOOPBACK_HOST.test(hostname);

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Where booking inquiries are POSTed, one endpoint per hotel (docs/REQUIREMENTS.md §7). Without both env
 * variables the build uses the local inbox. `local` is true when an endpoint is on this computer:
 * such a build can send only from a browser on the machine that runs the inbox.
 * @param {Env} [env]
 */
export function inquiryEndpoints(env = buildEnv()) {
  const sorrento = env.NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO?.trim();
  const amalfi = env.NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI?.trim();
  const endpoints = {
    sorrento: sorrento || `${LOCAL_INBOX_ORIGIN}/inquiries/sorrento`,
    amalfi: amalfi || `${LOCAL_INBOX_ORIGIN}/inquiries/amalfi`,
  };
  const local = [endpoints.sorrento, endpoints.amalfi].some((url) => {
    try {
      return isLoopbackHost(new URL(url).hostname);
    } catch {
      return false;
    }
  });
  return { ...endpoints, usingLocalInbox: !sorrento || !amalfi, local };
}

/** All of a build's settings. @param {Env} [env] */
export function buildSettings(env = buildEnv()) {
  const inquiry = inquiryEndpoints(env);
  const heroVideo = {
    /** Any mp4 URL (a CDN works); the local loop is the default. */
    src: env.NEXT_PUBLIC_HERO_VIDEO_URL?.trim() || '/video/hero.mp4',
    srcMobile: env.NEXT_PUBLIC_HERO_VIDEO_MOBILE_URL?.trim() || '/video/hero-mobile.mp4',
  };
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/$/, '') || DEFAULT_SITE_URL;
  const others = (urls) => [...new Set(urls.map(originOf).filter(Boolean))];
  return {
    inquiry,
    heroVideo,
    siteUrl,
    /** Origins beyond the site's own that pages may reach (the CSP's connect-src and media-src). */
    origins: {
      connect: others([inquiry.sorrento, inquiry.amalfi]),
      media: others([heroVideo.src, heroVideo.srcMobile].filter((url) => /^https?:/.test(url))),
    },
  };
}
