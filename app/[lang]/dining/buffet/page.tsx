import { BuffetPage } from '@/components/dining/buffet-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { PageScope } from '@/components/i18n/page-scope';
import { PageJsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('buffet');

export const generateMetadata = pageMetadata({ path: '/dining/buffet/', meta, image: ogImage('buffet-hero') });

export default async function Page({ params }: LanguageParams) {
  const language = await enterLanguage(params);
  return (
    <>
      {/* One graph: the venue, its menus with every dish (the board below), its PDFs. */}
      <PageJsonLd path="/dining/buffet/" params={params} />
      <PageScope namespaces={['BuffetPage', 'VenueChips', 'DiningMenuSwitch']}>
        <BuffetPage menu={<MenuBoard venue="buffet" language={language} />} />
      </PageScope>
    </>
  );
}
