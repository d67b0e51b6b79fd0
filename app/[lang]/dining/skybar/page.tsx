import { SkybarPage } from '@/components/dining/skybar-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('skybar');

export const generateMetadata = pageMetadata({ path: '/dining/skybar/', meta, image: ogImage('skybar-hero') });

export default function Page() {
  return (
    <>
      <JsonLd data={venueJsonLd('skybar')} />
      <PageScope namespaces={['SkybarPage', 'VenueChips']} meta={meta}>
        <SkybarPage />
      </PageScope>
    </>
  );
}
