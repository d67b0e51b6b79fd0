import { SkybarPage } from '@/components/dining/skybar-page';
import { MenuBoard } from '@/components/dining/menu-board';
import { SitePage } from '@/components/i18n/site-page';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('skybar');

export default async function Page({ params }: LanguageParams) {
  const language = await enterLanguage(params);
  // One graph (SitePage): the venue, its menus with every dish (the board below), its PDFs.
  return (
    <SitePage page="skybar" params={params}>
      <SkybarPage menu={<MenuBoard venue="skybar" language={language} />} />
    </SitePage>
  );
}
