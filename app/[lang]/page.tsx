import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { organizationJsonLd } from '@/lib/hotel-schema';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('home');

export const generateMetadata = pageMetadata({ path: '/', meta, image: ogImage('home-hero') });

export default function Page() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageScope namespaces={['HomePage']} meta={meta}>
        <HomePage />
      </PageScope>
    </>
  );
}
