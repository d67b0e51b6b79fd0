import { useTranslations } from 'next-intl';
import { PageHero } from '@/components/ui/page-hero';
import { GalleryBrowser } from './gallery-browser';
import styles from './gallery.module.css';

/** /gallery: hero, then the browsable grid and its lightbox. */
export function GalleryPage() {
  const t = useTranslations('GalleryPage');
  return (
    <>
      <PageHero image="gallery-hero" compact eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${styles.section}`} aria-label={t('eyebrow')}>
        <GalleryBrowser />
      </section>
    </>
  );
}
