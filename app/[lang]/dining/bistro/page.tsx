import { ALaCartePage } from '@/components/dining/a-la-carte-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { SitePage } from '@/components/i18n/site-page';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('bistro');

export default async function Page({ params }: LanguageParams) {
  const language = await enterLanguage(params);
  // One graph (SitePage): the venue, its menus with every dish (the board below), its PDFs.
  return (
    <SitePage page="bistro" params={params}>
      <ALaCartePage venue="bistro" menu={<MenuBoard venue="bistro" language={language} />} />
    </SitePage>
  );
}
