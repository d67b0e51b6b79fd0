import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { SorrentoHotelPage } from '@/components/hotels/hotel-pages';
import { HOTEL_PAGES } from '@/content/hotels';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('sorrento');

export const generateMetadata = pageMetadata({ path: '/sorrento/', meta, image: ogImage(HOTEL_PAGES.sorrento.heroImage) });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/sorrento/" params={params} />
      <PageScope namespaces={['HotelPage', 'SorrentoPage']}>
        <SorrentoHotelPage />
      </PageScope>
    </>
  );
}
