import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageLanguage, type LanguageParams } from '@/lib/i18n/params';
import { venueMenusJsonLd } from '@/lib/menus';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('luxe');

export const generateMetadata = pageMetadata({ path: '/dining/luxe/', meta, image: ogImage('luxe-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await pageLanguage(params);
  return (
    <>
      <JsonLd data={venueJsonLd('luxe')} />
      {/* The menus shown on the page, in its language (hasMenu above lists the PDFs). */}
      <JsonLd data={venueMenusJsonLd('luxe', language)} />
      <PageScope namespaces={['MenuPage', 'VenueChips', 'DiningMenuSwitch']} meta={meta}>
        <ALaCartePage venue="luxe" menu={<MenuBoard venue="luxe" language={language} />} />
      </PageScope>
    </>
  );
}
