import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { ExplorePage } from '@/components/info-pages/explore-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('explore');

export const generateMetadata = pageMetadata({ path: '/explore/', meta, image: ogImage('explore-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/explore/" params={params} />
      <PageScope namespaces={['ExplorePage']} meta={meta}>
        <ExplorePage />
      </PageScope>
    </>
  );
}
