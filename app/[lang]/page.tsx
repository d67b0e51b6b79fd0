import { PageJsonLd } from '@/components/seo/json-ld';
import type { LanguageParams } from '@/lib/i18n/params';
import { HomePage } from '@/components/home/home-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('home');

export const generateMetadata = pageMetadata({ path: '/', meta, image: ogImage('home-hero') });

export default function Page({ params }: LanguageParams) {
  return (
    <>
      <PageJsonLd path="/" params={params} />
      <PageScope namespaces={['HomePage']} meta={meta}>
        <HomePage />
      </PageScope>
    </>
  );
}
