import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { OffersPage } from '@/components/info-pages/offers-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('offers');

export const generateMetadata = pageMetadata({ path: '/offers/', meta, image: ogImage('offers-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/offers/" params={params} />
      <PageScope namespaces={['OffersPage']}>
        <OffersPage />
      </PageScope>
    </>
  );
}
