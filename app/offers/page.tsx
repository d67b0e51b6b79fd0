import { OffersPage } from '@/components/pages/offers-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { offersJsonLd } from '@/lib/pages-jsonld';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('offers');

export const metadata = buildMetadata({ path: '/offers/', meta, image: ogImage('offers-hero') });

export default function Page() {
  return (
    <PageScope namespaces={['OffersPage']} meta={meta}>
      <JsonLd data={offersJsonLd()} />
      <OffersPage />
    </PageScope>
  );
}
