import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { HomePage } from '@/components/home/home-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('home');

export const generateMetadata = pageMetadata({ path: '/', meta, image: ogImage('home-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/" params={params} />
      <PageScope namespaces={['HomePage']}>
        <HomePage />
      </PageScope>
    </>
  );
}
