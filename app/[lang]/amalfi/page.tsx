import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { AmalfiHotelPage } from '@/components/hotels/hotel-pages';
import { HOTEL_PAGES } from '@/content/hotels';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('amalfi');

export const generateMetadata = pageMetadata({ path: '/amalfi/', meta, image: ogImage(HOTEL_PAGES.amalfi.heroImage) });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/amalfi/" params={params} />
      <PageScope namespaces={['HotelPage', 'AmalfiPage']}>
        <AmalfiHotelPage />
      </PageScope>
    </>
  );
}
