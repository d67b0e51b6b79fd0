import type { Metadata, Viewport } from 'next';
import './display-font.css';
import './font-fallback.css';
import './globals.css';
import { NotFoundView } from '@/components/routing/not-found-view';
import { notFoundScript } from '@/lib/not-found';
import { staticMeta } from '@/lib/seo';
import { formatTitle } from '@/lib/seo-title';

const meta = staticMeta('notFound');

// Exported as 404.html, the page object storage answers every miss with, in either language. A global
// not-found (Next's `experimental.globalNotFound`) is rendered on its own, outside every layout, so the
// site's pages do not carry it in their payload (a root not-found would travel, in both languages, in
// every page's RSC data).
export const metadata: Metadata = {
  title: { absolute: formatTitle(meta.en.title) },
  description: meta.en.description,
  // Next.js adds <meta name="robots" content="noindex"> to the not-found page itself.
};

export const viewport: Viewport = { themeColor: '#0f2a3d', width: 'device-width', initialScale: 1 };

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <head>
        <script dangerouslySetInnerHTML={{ __html: notFoundScript() }} />
      </head>
      <body>
        <NotFoundView />
      </body>
    </html>
  );
}
