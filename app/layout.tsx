import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import '@fontsource-variable/playfair-display';
import './globals.css';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { RouteEffects } from '@/components/layout/route-effects';
import { SkipLink } from '@/components/layout/skip-link';
import { site } from '@/content/site';
import { LanguageProvider } from '@/lib/i18n/language-provider';
import { CHROME_NAMESPACES, pickMessages } from '@/lib/i18n/messages';
import { DEFAULT_OG_IMAGE, staticMeta } from '@/lib/seo';
import { TITLE_SUFFIX } from '@/lib/seo-title';

const home = staticMeta('home');

export const metadata: Metadata = {
  metadataBase: new URL(`${site.url}/`),
  title: { default: home.en.title, template: `%s | ${TITLE_SUFFIX}` },
  description: home.en.description,
  keywords: home.en.keywords,
  applicationName: TITLE_SUFFIX,
  formatDetection: { telephone: false, email: false, address: false },
  openGraph: { siteName: TITLE_SUFFIX, images: [DEFAULT_OG_IMAGE], locale: 'en_US', alternateLocale: ['vi_VN'] },
};

export const viewport: Viewport = {
  themeColor: '#0f2a3d',
  width: 'device-width',
  initialScale: 1,
};

const chromeMessages = pickMessages(CHROME_NAMESPACES);

// Marks that JavaScript runs before first paint, so scroll reveals may start hidden (and only then).
const JS_FLAG = "document.documentElement.classList.add('js')";

// The Latin face of the display font, fetched with the stylesheet instead of after the first layout:
// the hero headings are each page's largest text and paint in their own face at once. It is the only
// web font: body text is set in the device's own sans (globals.css, --font-body).
const FONT_PRELOADS = [
  new URL('../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2', import.meta.url),
];

export default function RootLayout({ children }: { children: ReactNode }) {
  for (const font of FONT_PRELOADS) preload(font.pathname, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: JS_FLAG }} />
      </head>
      <body>
        <LanguageProvider chromeMessages={chromeMessages}>
          <SkipLink />
          <Navbar />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <RouteEffects />
        </LanguageProvider>
      </body>
    </html>
  );
}
