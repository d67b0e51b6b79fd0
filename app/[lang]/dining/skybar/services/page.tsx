import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { SkybarServicesPage } from '@/components/dining/skybar-services-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('skybarServices');

export const generateMetadata = pageMetadata({ path: '/dining/skybar/services/', meta, image: ogImage('skybar-services-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/dining/skybar/services/" params={params} />
      <PageScope namespaces={['SkybarServicesPage']}>
        <SkybarServicesPage />
      </PageScope>
    </>
  );
}
