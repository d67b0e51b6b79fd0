'use client';

import { useTranslations } from 'next-intl';
import { useLanguage } from '@/components/i18n/language-provider';
import type { Language } from '@/lib/i18n/language';
import styles from './menu-board.module.css';

/**
 * The menus are written into each page in its language on the server (menu-board.tsx). After a live
 * switch the rest of the page speaks the new language; this says so and reloads the page, whose
 * address is already the other language's, to bring the menu along. Nothing on first render: the
 * pre-rendered page and its menu always agree.
 */
export function MenuLanguageNote({ rendered }: { rendered: Language }) {
  const { language } = useLanguage();
  const t = useTranslations('DiningMenuSwitch');
  if (language === rendered) return null;
  return (
    <p className={styles.switch} role="status" lang={language}>
      {t('note')}{' '}
      <button type="button" className={styles.switchButton} onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
    </p>
  );
}
