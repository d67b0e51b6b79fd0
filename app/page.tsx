import { HomePage } from '@/components/home/home-page';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { organizationJsonLd } from '@/lib/hotel-schema';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('home');

export const metadata = buildMetadata({ path: '/', meta, image: ogImage('home-hero') });

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
