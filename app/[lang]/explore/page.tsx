import { ExplorePage } from '@/components/info-pages/explore-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('explore');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="explore" params={params}>
      <ExplorePage />
    </SitePage>
  );
}
