import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { AccommodationChooser } from '@/components/hotels/accommodation-chooser';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('accommodation');

export const generateMetadata = pageMetadata({ path: '/accommodation/', meta, image: ogImage('accommodation-hero') });

export default async function AccommodationPage({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/accommodation/" params={params} />
      <PageScope namespaces={['AccommodationPage']}>
        <AccommodationChooser />
      </PageScope>
    </>
  );
}
