import { BuffetPage } from '@/components/dining/buffet-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('buffet');

export const generateMetadata = pageMetadata({ path: '/dining/buffet/', meta, image: ogImage('buffet-hero') });

export default function Page() {
  return (
    <>
      <JsonLd data={venueJsonLd('buffet')} />
      <PageScope namespaces={['BuffetPage', 'VenueChips']} meta={meta}>
        <BuffetPage />
      </PageScope>
    </>
  );
}
