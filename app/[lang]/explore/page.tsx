import { ExplorePage } from '@/components/pages/explore-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { exploreJsonLd } from '@/lib/pages-jsonld';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('explore');

export const generateMetadata = pageMetadata({ path: '/explore/', meta, image: ogImage('explore-hero') });

export default function Page() {
  return (
    <PageScope namespaces={['ExplorePage']} meta={meta}>
      <JsonLd data={exploreJsonLd()} />
      <ExplorePage />
    </PageScope>
  );
}
