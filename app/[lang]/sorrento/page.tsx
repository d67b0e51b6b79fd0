import { SorrentoHotelPage } from '@/components/hotels/hotel-pages';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('sorrento');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="sorrento" params={params}>
      <SorrentoHotelPage />
    </SitePage>
  );
}
