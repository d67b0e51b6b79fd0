import { useTranslations } from 'next-intl';
import styles from './skip-link.module.css';

export function SkipLink() {
  const t = useTranslations('Common');
  return (
    <a href="#main" className={styles.skip}>
      {t('skipToContent')}
    </a>
  );
}
