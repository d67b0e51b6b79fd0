import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('bistro');

export const generateMetadata = pageMetadata({ path: '/dining/bistro/', meta, image: ogImage('bistro-hero') });

export default function Page() {
  return (
    <>
      <JsonLd data={venueJsonLd('bistro')} />
      <PageScope namespaces={['MenuPage', 'VenueChips']} meta={meta}>
        <ALaCartePage venue="bistro" />
      </PageScope>
    </>
  );
}
