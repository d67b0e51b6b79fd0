import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { GalleryPage } from '@/components/gallery/gallery-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('gallery');

export const generateMetadata = pageMetadata({ path: '/gallery/', meta, image: ogImage('gallery-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/gallery/" params={params} />
      <PageScope namespaces={['GalleryPage']}>
        <GalleryPage />
      </PageScope>
    </>
  );
}
