import { AccommodationChooser } from '@/components/hotels/accommodation-chooser';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('accommodation');

export default function AccommodationPage({ params }: LanguageParams) {
  return (
    <SitePage page="accommodation" params={params}>
      <AccommodationChooser />
    </SitePage>
  );
}
