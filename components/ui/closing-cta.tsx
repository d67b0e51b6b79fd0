import { useTranslations } from 'next-intl';
import { LinkButton } from '@/components/ui/link-button';
import { BOOKING_HREF } from '@/content/navigation';
import styles from './closing-cta.module.css';

/** A closing band: a heading, a line and the booking link. */
export function ClosingCta({ title, text }: { title: string; text: string }) {
  const common = useTranslations('Common');
  return (
    <section className={styles.cta} aria-labelledby="closing-cta">
      <div className={`container ${styles.ctaInner}`}>
        <h2 id="closing-cta" className={styles.ctaTitle}>
          {title}
        </h2>
        <p className={styles.ctaText}>{text}</p>
        <LinkButton href={BOOKING_HREF} variant="gold">
          {common('bookNow')}
        </LinkButton>
      </div>
    </section>
  );
}
