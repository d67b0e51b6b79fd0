import { SkybarServicesPage } from '@/components/dining/skybar-services-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('skybarServices');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="skybarServices" params={params}>
      <SkybarServicesPage />
    </SitePage>
  );
}
