import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { DiningChooser } from '@/components/dining/dining-chooser';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('dining');

export const generateMetadata = pageMetadata({ path: '/dining/', meta, image: ogImage('dining-hero') });

export default async function DiningPage({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/dining/" params={params} />
      <PageScope namespaces={['DiningPage']}>
        <DiningChooser />
      </PageScope>
    </>
  );
}
