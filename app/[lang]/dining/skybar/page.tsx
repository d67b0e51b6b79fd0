import { SkybarPage } from '@/components/dining/skybar-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { PageScope } from '@/components/i18n/page-scope';
import { PageJsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('skybar');

export const generateMetadata = pageMetadata({ path: '/dining/skybar/', meta, image: ogImage('skybar-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await enterLanguage(params);
  return (
    <>
      {/* One graph: the venue, its menus with every dish (the board below), its PDFs. */}
      <PageJsonLd path="/dining/skybar/" params={params} />
      <PageScope namespaces={['SkybarPage', 'VenueChips', 'DiningMenuSwitch']}>
        <SkybarPage menu={<MenuBoard venue="skybar" language={language} />} />
      </PageScope>
    </>
  );
}
