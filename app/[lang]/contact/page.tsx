import { ContactPage } from '@/components/inquiry/contact-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('contact');

export default function ContactRoute({ params }: LanguageParams) {
  return (
    <SitePage page="contact" params={params}>
      <ContactPage />
    </SitePage>
  );
}
