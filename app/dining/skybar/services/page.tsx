import { SkybarServicesPage } from '@/components/dining/skybar-services-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('skybarServices');

export const metadata = buildMetadata({ path: '/dining/skybar/services/', meta, image: ogImage('skybar-services-hero') });

export default function Page() {
  return (
    <PageScope namespaces={['SkybarServicesPage']} meta={meta}>
      <SkybarServicesPage />
    </PageScope>
  );
}
