import { BuffetPage } from '@/components/dining/buffet-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageLanguage, type LanguageParams } from '@/lib/i18n/params';
import { venueMenusJsonLd } from '@/lib/menus';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('buffet');

export const generateMetadata = pageMetadata({ path: '/dining/buffet/', meta, image: ogImage('buffet-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await pageLanguage(params);
  return (
    <>
      <JsonLd data={venueJsonLd('buffet')} />
      {/* The menus shown on the page, in its language (hasMenu above lists the PDFs). */}
      <JsonLd data={venueMenusJsonLd('buffet', language)} />
      <PageScope namespaces={['BuffetPage', 'VenueChips', 'DiningMenuSwitch']} meta={meta}>
        <BuffetPage menu={<MenuBoard venue="buffet" language={language} />} />
      </PageScope>
    </>
  );
}
