import { PageJsonLd } from '@/components/seo/json-ld';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { ContactPage } from '@/components/inquiry/contact-page';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('contact');

export const generateMetadata = pageMetadata({ path: '/contact/', meta, image: ogImage('contact-hero') });

export default async function ContactRoute({ params }: LanguageParams) {
  await enterLanguage(params);
  return (
    <>
      <PageJsonLd path="/contact/" params={params} />
      <PageScope namespaces={['ContactPage', 'InquiryForm']}>
        <ContactPage />
      </PageScope>
    </>
  );
}
