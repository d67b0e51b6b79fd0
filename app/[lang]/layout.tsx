import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import '../display-font.css';
import '../font-fallback.css';
import '../globals.css';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { RouteEffects } from '@/components/layout/route-effects';
import { SkipLink } from '@/components/layout/skip-link';
import { site } from '@/content/site';
import { landingScript } from '@/lib/i18n/landing-script';
import { popoverFallbackScript } from '@/lib/popover-fallback';
import { revealScript } from '@/lib/reveal';
import { CLIENT_CHROME_NAMESPACES, pickMessages } from '@/lib/i18n/messages';
import { enterLanguage, languageParams, pageLanguage, type LanguageParams } from '@/lib/i18n/params';
import { DEFAULT_OG_IMAGE, staticMeta } from '@/lib/seo';
import { TITLE_SUFFIX } from '@/lib/seo-title';

// Every page exists once per language: English at the site's paths, Vietnamese under /vi/
// (postbuild moves the English export from out/en/ to out/).
export const dynamicParams = false;
export const generateStaticParams = languageParams;

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  const home = staticMeta('home')[await pageLanguage(params)];
  return {
    metadataBase: new URL(`${site.url}/`),
    title: { default: home.title, template: `%s | ${TITLE_SUFFIX}` },
    description: home.description,
    applicationName: TITLE_SUFFIX,
    formatDetection: { telephone: false, email: false, address: false },
    openGraph: { siteName: TITLE_SUFFIX, images: [DEFAULT_OG_IMAGE] },
  };
}

export const viewport: Viewport = {
  themeColor: '#0f2a3d',
  width: 'device-width',
  initialScale: 1,
};

// Marks that JavaScript runs before first paint, so scroll reveals may start hidden (and only then),
// and watches them from then on, framework or not; then sends a visitor who reads the other language
// to the twin page before anything paints. Where the browser lacks `popover`, a stand-in opens the
// menus (lib/popover-fallback.ts).
const HEAD_SCRIPT = `document.documentElement.classList.add('js');${revealScript()}${popoverFallbackScript()}${landingScript()}`;

// The faces of the display font a page's headings use, fetched with the stylesheet instead of after
// the first layout: the hero headings are each page's largest text and paint in their own face at
// once. Vietnamese headings also need the Vietnamese face (app/display-font.css). It is the only web
// font: body text is set in the device's own sans (globals.css, --font-body). The URLs are literal:
// the bundler resolves a file only when its path is spelled out.
const LATIN = new URL('../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2', import.meta.url);
const VIETNAMESE = new URL('../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-vietnamese-wght-normal.woff2', import.meta.url);
const FONT_PRELOADS = { en: [LATIN], vi: [LATIN, VIETNAMESE] };

export default async function LanguageLayout({ children, params }: LanguageParams & { children: ReactNode }) {
  const lang = await enterLanguage(params);
  for (const font of FONT_PRELOADS[lang]) preload(font.pathname, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        {/* The page's text is rendered on the server in its language; the client components of the
            chrome get only their own messages, in that language (pages add theirs: PageScope). */}
        <NextIntlClientProvider messages={pickMessages(lang, CLIENT_CHROME_NAMESPACES)}>
          <LanguageProvider language={lang}>
            <SkipLink />
            <Navbar />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer />
            <RouteEffects />
          </LanguageProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
