import { ComparePage } from '@/components/compare/compare-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('compare');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="compare" params={params}>
      <ComparePage />
    </SitePage>
  );
}
