import { AmenitiesPage } from '@/components/info-pages/amenities-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('amenities');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="amenities" params={params}>
      <AmenitiesPage />
    </SitePage>
  );
}
