import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('luxe');

export const generateMetadata = pageMetadata({ path: '/dining/luxe/', meta, image: ogImage('luxe-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/dining/luxe/" params={params} />
      <PageScope namespaces={['MenuPage', 'VenueChips']} meta={meta}>
        <ALaCartePage venue="luxe" />
      </PageScope>
    </>
  );
}
