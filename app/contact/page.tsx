import { ContactPage } from '@/components/inquiry/contact-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/lib/i18n/page-scope';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('contact');

export const metadata = buildMetadata({ path: '/contact/', meta, image: ogImage('contact-hero') });

export default function ContactRoute() {
  return (
    <PageScope namespaces={['ContactPage', 'InquiryForm']} meta={meta}>
      <ContactPage />
    </PageScope>
  );
}
