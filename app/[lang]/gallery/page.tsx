import { GalleryPage } from '@/components/gallery/gallery-page';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('gallery');

export default function Page({ params }: LanguageParams) {
  return (
    <SitePage page="gallery" params={params}>
      <GalleryPage />
    </SitePage>
  );
}
