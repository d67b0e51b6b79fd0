import { AccommodationChooser } from '@/components/hotels/accommodation-chooser';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('accommodation');

export const metadata = buildMetadata({ path: '/accommodation/', meta, image: ogImage('accommodation-hero') });

export default function AccommodationPage() {
  return (
    <PageScope namespaces={['AccommodationPage']} meta={meta}>
      <AccommodationChooser />
    </PageScope>
  );
}
