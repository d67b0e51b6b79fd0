'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { notFoundTarget } from '@/lib/not-found';
import styles from './routing.module.css';

/**
 * Served as 404.html for every miss. Sends the visitor on (unknown room -> that hotel's rooms,
 * anything else -> home) with replace; without JS the links do the same job.
 */
export function NotFoundView() {
  const t = useTranslations('NotFound');
  const router = useRouter();
  useEffect(() => {
    router.replace(notFoundTarget(window.location.pathname));
  }, [router]);
  return (
    <div className={`container ${styles.notice}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('body')}</p>
      <div className={styles.links}>
        <Link href="/" replace className={styles.link}>
          {t('home')}
        </Link>
        <Link href="/accommodation/" replace className={styles.secondary}>
          {t('rooms')}
        </Link>
      </div>
    </div>
  );
}
