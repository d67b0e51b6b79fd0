import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { SkybarPage } from '@/components/dining/skybar-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('skybar');

export const generateMetadata = pageMetadata({ path: '/dining/skybar/', meta, image: ogImage('skybar-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/dining/skybar/" params={params} />
      <PageScope namespaces={['SkybarPage', 'VenueChips']} meta={meta}>
        <SkybarPage />
      </PageScope>
    </>
  );
}
