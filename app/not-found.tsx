import type { Metadata } from 'next';
import { NotFoundView } from '@/components/routing/not-found-view';
import { PageScope } from '@/lib/i18n/page-scope';
import { staticMeta } from '@/lib/seo';
import { formatTitle } from '@/lib/seo-title';

const meta = staticMeta('notFound');

export const metadata: Metadata = {
  title: { absolute: formatTitle(meta.en.title) },
  description: meta.en.description,
  // Next.js adds <meta name="robots" content="noindex"> to the not-found page itself.
};

export default function NotFound() {
  return (
    <PageScope namespaces={['NotFound']} meta={meta}>
      <NotFoundView />
    </PageScope>
  );
}
