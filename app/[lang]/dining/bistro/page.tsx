import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageLanguage, type LanguageParams } from '@/lib/i18n/params';
import { venueMenusJsonLd } from '@/lib/menus';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('bistro');

export const generateMetadata = pageMetadata({ path: '/dining/bistro/', meta, image: ogImage('bistro-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await pageLanguage(params);
  return (
    <>
      <JsonLd data={venueJsonLd('bistro')} />
      {/* The menus shown on the page, in its language (hasMenu above lists the PDFs). */}
      <JsonLd data={venueMenusJsonLd('bistro', language)} />
      <PageScope namespaces={['MenuPage', 'VenueChips', 'DiningMenuSwitch']} meta={meta}>
        <ALaCartePage venue="bistro" menu={<MenuBoard venue="bistro" language={language} />} />
      </PageScope>
    </>
  );
}
