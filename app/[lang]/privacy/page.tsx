import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { PrivacyNotice } from '@/components/info-pages/privacy-notice';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('privacy');

export const generateMetadata = pageMetadata({ path: '/privacy/', meta, image: ogImage('privacy-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/privacy/" params={params} />
      <PageScope namespaces={['PrivacyPage']} meta={meta}>
        <PrivacyNotice />
      </PageScope>
    </>
  );
}
