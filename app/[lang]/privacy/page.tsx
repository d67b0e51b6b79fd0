import { PrivacyNotice } from '@/components/info-pages/privacy-notice';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('privacy');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="privacy" params={params}>
      <PrivacyNotice />
    </SitePage>
  );
}
