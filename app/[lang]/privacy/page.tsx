import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { PrivacyNotice } from '@/components/info-pages/privacy-notice';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('privacy');

export const generateMetadata = pageMetadata({ path: '/privacy/', meta, image: ogImage('privacy-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/privacy/" params={params} />
      <PageScope namespaces={['PrivacyPage']}>
        <PrivacyNotice />
      </PageScope>
    </>
  );
}
