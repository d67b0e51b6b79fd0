import { SkybarPage } from '@/components/dining/skybar-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { JsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { PageScope } from '@/components/i18n/page-scope';
import { pageLanguage, type LanguageParams } from '@/lib/i18n/params';
import { venueMenusJsonLd } from '@/lib/menus';
import { pageMetadata, staticMeta } from '@/lib/seo';
import { venueJsonLd } from '@/lib/venue-jsonld';

const meta = staticMeta('skybar');

export const generateMetadata = pageMetadata({ path: '/dining/skybar/', meta, image: ogImage('skybar-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await pageLanguage(params);
  return (
    <>
      <JsonLd data={venueJsonLd('skybar')} />
      {/* The menus shown on the page, in its language (hasMenu above lists the PDFs). */}
      <JsonLd data={venueMenusJsonLd('skybar', language)} />
      <PageScope namespaces={['SkybarPage', 'VenueChips', 'DiningMenuSwitch']} meta={meta}>
        <SkybarPage menu={<MenuBoard venue="skybar" language={language} />} />
      </PageScope>
    </>
  );
}
