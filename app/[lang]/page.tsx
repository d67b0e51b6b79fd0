import { HomePage } from '@/components/home/home-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('home');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="home" params={params}>
      <HomePage />
    </SitePage>
  );
}
