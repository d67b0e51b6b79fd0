import { SkybarServicesPage } from '@/components/dining/skybar-services-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('skybarServices');

export const generateMetadata = pageMetadata({ path: '/dining/skybar/services/', meta, image: ogImage('skybar-services-hero') });

export default function Page() {
  return (
    <PageScope namespaces={['SkybarServicesPage']} meta={meta}>
      <SkybarServicesPage />
    </PageScope>
  );
}
