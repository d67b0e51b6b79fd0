import { DiningChooser } from '@/components/dining/dining-chooser';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('dining');

export const metadata = buildMetadata({ path: '/dining/', meta, image: ogImage('dining-hero') });

export default function DiningPage() {
  return (
    <PageScope namespaces={['DiningPage']} meta={meta}>
      <DiningChooser />
    </PageScope>
  );
}
