import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { PageScope } from '@/components/i18n/page-scope';
import { PageJsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('luxe');

export const generateMetadata = pageMetadata({ path: '/dining/luxe/', meta, image: ogImage('luxe-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await enterLanguage(params);
  return (
    <>
      {/* One graph: the venue, its menus with every dish (the board below), its PDFs. */}
      <PageJsonLd path="/dining/luxe/" params={params} />
      <PageScope namespaces={['MenuPage', 'VenueChips', 'DiningMenuSwitch']}>
        <ALaCartePage venue="luxe" menu={<MenuBoard venue="luxe" language={language} />} />
      </PageScope>
    </>
  );
}
