import { AmenitiesPage } from '@/components/pages/amenities-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('amenities');

export const metadata = buildMetadata({ path: '/amenities/', meta, image: ogImage('amenities-hero') });

export default function Page() {
  return (
    <PageScope namespaces={['AmenitiesPage']} meta={meta}>
      <AmenitiesPage />
    </PageScope>
  );
}
