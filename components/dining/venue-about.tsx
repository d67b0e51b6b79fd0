import { useTranslations } from 'next-intl';
import type { ImageId } from '@/content/images';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import styles from './venue-about.module.css';

/** The short "about" block under a venue's hero: image, heading, text and three highlights. */
export function VenueAbout({ namespace, image }: { namespace: 'SkybarPage' | 'MenuPage.bistro' | 'MenuPage.luxe'; image: ImageId }) {
  const t = useTranslations(namespace);
  return (
    <section className={`container ${styles.about}`} aria-labelledby="venue-about">
      <div className={styles.aboutMedia}>
        <ResponsiveImage id={image} sizes="(min-width: 992px) 40vw, 100vw" />
      </div>
      <div className={styles.aboutBody}>
        <SectionHeading id="venue-about" eyebrow={t('about.eyebrow')} title={t('about.title')} align="start" flush />
        <p>{t('about.body')}</p>
        <ul className={styles.highlights}>
          {(['one', 'two', 'three'] as const).map((key) => (
            <li key={key}>{t(`about.highlights.${key}`)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
