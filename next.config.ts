import type { NextConfig } from 'next';
import { inquiryEndpoints } from './content/endpoints';

// The build bakes the inquiry endpoints into the client bundle; say which, so a deploy
// build that forgot to name the real form-forwarding endpoints is obvious in the log.
const endpoints = inquiryEndpoints();
if (endpoints.usingLocalInbox) {
  console.log(
    `[inquiry] No NEXT_PUBLIC_INQUIRY_ENDPOINT_* set: baking in the local inbox (${endpoints.sorrento}, ${endpoints.amalfi}). Set both for a deploy build.`,
  );
} else {
  console.log(`[inquiry] Endpoints: sorrento=${endpoints.sorrento} amalfi=${endpoints.amalfi}`);
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
  },
};

export default nextConfig;
