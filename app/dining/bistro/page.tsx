import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { buildMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('bistro');

export const metadata = buildMetadata({ path: '/dining/bistro/', meta, image: ogImage('bistro-hero') });

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
