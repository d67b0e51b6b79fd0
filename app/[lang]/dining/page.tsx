import { DiningChooser } from '@/components/dining/dining-chooser';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('dining');

export default function DiningPage({ params }: LanguageParams) {
  return (
    <SitePage page="dining" params={params}>
      <DiningChooser />
    </SitePage>
  );
}
