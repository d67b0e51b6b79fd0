import { OffersPage } from '@/components/info-pages/offers-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('offers');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="offers" params={params}>
      <OffersPage />
    </SitePage>
  );
}
