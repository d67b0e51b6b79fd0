import { useTranslations } from 'next-intl';
import styles from './home.module.css';

/** Filled stars with one accessible label ("5 out of 5 stars"); the stars themselves are decoration. */
export function StarRating({ rating, max }: { rating: number; max: number }) {
  const t = useTranslations('HomePage.testimonials');
  return (
    <div role="img" aria-label={t('rating', { rating, max })} className={styles.stars}>
      {Array.from({ length: max }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" aria-hidden="true" focusable="false" data-filled={index < rating}>
          <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
        </svg>
      ))}
    </div>
  );
}
