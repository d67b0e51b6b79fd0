import { useLocale, useTranslations } from 'next-intl';
import { PageHero } from '@/components/ui/page-hero';
import { galleryItems } from '@/lib/gallery-images';
import type { Language } from '@/lib/i18n/language';
import { GalleryBrowser } from './gallery-browser';
import styles from './gallery.module.css';

/**
 * /gallery: hero, then the browsable grid and its lightbox. The pictures reach the browser resolved
 * here, titles and alt text in the page's language only (not the manifest in both).
 */
export function GalleryPage() {
  const t = useTranslations('GalleryPage');
  const language = useLocale() as Language;
  const images = galleryItems(language);
  return (
    <>
      <PageHero image="gallery-hero" compact eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${styles.section}`} aria-label={t('eyebrow')}>
        <GalleryBrowser images={images} />
      </section>
    </>
  );
}
