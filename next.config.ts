import type { NextConfig } from 'next';
import { buildSettings } from './content/build-settings.mjs';
import { checkContent } from './content/schema.mjs';

// The content the hotel edits in /admin/ (content/data, content/menus, messages) is checked before
// anything is built: a broken file stops the build with its file, field and what is wrong.
const content = checkContent();
for (const warning of content.warnings) console.warn(`[content] Warning: ${warning}`);
if (content.errors.length) {
  for (const error of content.errors) console.error(`[content] ${error}`);
  throw new Error(`[content] ${content.errors.length} problem(s) in the content files: see above. Nothing was built.`);
}

// The build bakes the inquiry endpoints into the client bundle; say which, so a deploy
// build that forgot to name the real form-forwarding endpoints is obvious in the log.
const settings = buildSettings();
const endpoints = settings.inquiry;
if (endpoints.usingLocalInbox) {
  console.log(
    `[inquiry] No NEXT_PUBLIC_INQUIRY_ENDPOINT_* set: baking in the local inbox (${endpoints.sorrento}, ${endpoints.amalfi}). Set both for a deploy build.`,
  );
} else {
  console.log(`[inquiry] Endpoints: sorrento=${endpoints.sorrento} amalfi=${endpoints.amalfi}`);
}
if (endpoints.local) {
  // The contact page says so, and sends nothing, when opened from any other host name.
  console.log('[inquiry] An endpoint is on this computer: this build can send inquiries only from a browser on it.');
}

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  // Images are pre-sized WebP/AVIF files made by `npm run art`; there is no image server on a CDN.
  images: { unoptimized: true },
  // Messages are precompiled at build time (lib/i18n/compile-messages.ts), so next-intl can format
  // them with use-intl's format-only build: the ICU parser never reaches the browser. This is what
  // next-intl's plugin does for `experimental.messages.precompile`; the site has no plugin to set it.
  turbopack: {
    resolveAlias: { 'use-intl/format-message': './node_modules/use-intl/dist/esm/production/format-message/format-only.js' },
  },
  env: {
    NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: endpoints.sorrento,
    NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: endpoints.amalfi,
    NEXT_PUBLIC_SITE_URL: settings.siteUrl,
    NEXT_PUBLIC_HERO_VIDEO_URL: settings.heroVideo.src,
    NEXT_PUBLIC_HERO_VIDEO_MOBILE_URL: settings.heroVideo.srcMobile,
  },
};

export default nextConfig;
