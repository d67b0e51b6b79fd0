import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { AmenitiesPage } from '@/components/info-pages/amenities-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('amenities');

export const generateMetadata = pageMetadata({ path: '/amenities/', meta, image: ogImage('amenities-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/amenities/" params={params} />
      <PageScope namespaces={['AmenitiesPage']}>
        <AmenitiesPage />
      </PageScope>
    </>
  );
}
