import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import styles from './routing.module.css';

export function RedirectNotice({ to }: { to: string }) {
  const t = useTranslations('Redirect');
  return (
    <div className={`container ${styles.notice}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href={to} replace className={styles.link}>
        {t('continue')}
      </Link>
    </div>
  );
}
