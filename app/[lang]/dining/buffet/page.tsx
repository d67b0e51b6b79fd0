import { BuffetPage } from '@/components/dining/buffet-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { SitePage } from '@/components/i18n/site-page';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('buffet');

export default async function Page({ params }: LanguageParams) {
  const language = await enterLanguage(params);
  // One graph (SitePage): the venue, its menus with every dish (the board below), its PDFs.
  return (
    <SitePage page="buffet" params={params}>
      <BuffetPage menu={<MenuBoard venue="buffet" language={language} />} />
    </SitePage>
  );
}
