import { AmalfiHotelPage } from '@/components/hotels/hotel-pages';
import { JsonLd } from '@/components/seo/json-ld';
import { HOTEL_PAGES } from '@/content/hotels';
import { ogImage } from '@/content/images';
import { hotelJsonLd } from '@/lib/hotel-schema';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('amalfi');

export const generateMetadata = pageMetadata({ path: '/amalfi/', meta, image: ogImage(HOTEL_PAGES.amalfi.heroImage) });

export default function Page() {
  return (
    <>
      <JsonLd data={hotelJsonLd('amalfi')} />
      <PageScope namespaces={['HotelPage', 'AmalfiPage']} meta={meta}>
        <AmalfiHotelPage />
      </PageScope>
    </>
  );
}
