import { SorrentoHotelPage } from '@/components/hotels/hotel-pages';
import { JsonLd } from '@/components/seo/json-ld';
import { HOTEL_PAGES } from '@/content/hotels';
import { ogImage } from '@/content/images';
import { hotelJsonLd } from '@/lib/hotel-schema';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('sorrento');

export const generateMetadata = pageMetadata({ path: '/sorrento/', meta, image: ogImage(HOTEL_PAGES.sorrento.heroImage) });

export default function Page() {
  return (
    <>
      <JsonLd data={hotelJsonLd('sorrento')} />
      <PageScope namespaces={['HotelPage', 'SorrentoPage']} meta={meta}>
        <SorrentoHotelPage />
      </PageScope>
    </>
  );
}
