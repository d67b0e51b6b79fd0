import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { OffersPage } from '@/components/info-pages/offers-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('offers');

export const generateMetadata = pageMetadata({ path: '/offers/', meta, image: ogImage('offers-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/offers/" params={params} />
      <PageScope namespaces={['OffersPage']} meta={meta}>
        <OffersPage />
      </PageScope>
    </>
  );
}
