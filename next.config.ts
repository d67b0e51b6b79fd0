import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { buildSettings } from './content/build-settings.mjs';
import { checkContent } from './content/schema.mjs';
import { writeMessages } from './content/texts.mjs';

// The content the hotel edits in /admin/ (content/data, content/menus, content/texts) is checked before
// anything is built: a broken file stops the build with its file, field and what is wrong.
const content = checkContent();
for (const warning of content.warnings) console.warn(`[content] Warning: ${warning}`);
if (content.errors.length) {
  for (const error of content.errors) console.error(`[content] ${error}`);
  throw new Error(`[content] ${content.errors.length} problem(s) in the content files: see above. Nothing was built.`);
}
// next-intl's catalogues, messages/en.json and vi.json, assembled from the page texts of content/texts
// (content/texts.mjs): the build and `next dev` always read what /admin/ saved last.
writeMessages();

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
  // 404.html from app/global-not-found.tsx, rendered outside every layout (see that file).
  experimental: { globalNotFound: true },
  // `npm test` type-checks in a step of its own (`npm run typecheck`: tsc on this tsconfig and on
  // tsconfig.scripts.json, a superset of what the build checks), so its build skips the same check:
  // 30-40 s of one core on the path every other suite waits for. A build on its own still checks.
  typescript: { ignoreBuildErrors: process.env.TYPECHECK_IN_ITS_OWN_STEP === '1' },
  env: {
    NEXT_PUBLIC_INQUIRY_ENDPOINT_SORRENTO: endpoints.sorrento,
    NEXT_PUBLIC_INQUIRY_ENDPOINT_AMALFI: endpoints.amalfi,
    NEXT_PUBLIC_SITE_URL: settings.siteUrl,
    NEXT_PUBLIC_HERO_VIDEO_URL: settings.heroVideo.src,
    NEXT_PUBLIC_HERO_VIDEO_MOBILE_URL: settings.heroVideo.srcMobile,
  },
};

// next-intl's plugin: its server APIs read the page's language and messages from lib/i18n/request.ts,
// and `precompile` compiles every message in messages/*.json (assembled above) at build time, so next-intl formats them
// with its format-only build and no ICU parser reaches the browser. Plain strings stay strings, so
// lib/seo.ts and lib/structured-data read the same files as before.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
