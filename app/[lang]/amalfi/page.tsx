import { AmalfiHotelPage } from '@/components/hotels/hotel-pages';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('amalfi');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="amalfi" params={params}>
      <AmalfiHotelPage />
    </SitePage>
  );
}
