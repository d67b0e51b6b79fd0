import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { ExplorePage } from '@/components/info-pages/explore-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('explore');

export const generateMetadata = pageMetadata({ path: '/explore/', meta, image: ogImage('explore-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/explore/" params={params} />
      <PageScope namespaces={['ExplorePage']}>
        <ExplorePage />
      </PageScope>
    </>
  );
}
