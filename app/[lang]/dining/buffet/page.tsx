import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { BuffetPage } from '@/components/dining/buffet-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('buffet');

export const generateMetadata = pageMetadata({ path: '/dining/buffet/', meta, image: ogImage('buffet-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/dining/buffet/" params={params} />
      <PageScope namespaces={['BuffetPage', 'VenueChips']} meta={meta}>
        <BuffetPage />
      </PageScope>
    </>
  );
}
