import { OffersPage } from '@/components/pages/offers-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { offersJsonLd } from '@/lib/pages-jsonld';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('offers');

export const generateMetadata = pageMetadata({ path: '/offers/', meta, image: ogImage('offers-hero') });

export default function Page() {
  return (
    <PageScope namespaces={['OffersPage']} meta={meta}>
      <JsonLd data={offersJsonLd()} />
      <OffersPage />
    </PageScope>
  );
}
