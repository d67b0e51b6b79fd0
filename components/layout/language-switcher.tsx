'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '@/lib/i18n/language-provider';
import { LANGUAGES, type Language } from '@/lib/i18n/language';
import styles from './navbar.module.css';

/** EN/VI dropdown: a disclosure button with the two languages. Choosing one closes it (and the menu). */
export function LanguageSwitcher({ onChosen }: { onChosen?: () => void }) {
  const t = useTranslations('Language');
  const { language, setLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (next: Language) => {
    setLanguage(next);
    setOpen(false);
    toggle.current?.focus();
    onChosen?.();
  };

  return (
    <div className={styles.lang} ref={wrapper}>
      <button
        ref={toggle}
        type="button"
        className={styles.langButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="visually-hidden">{t('label')}: </span>
        {language === 'en' ? t('enShort') : t('viShort')}
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className={styles.langList} hidden={!open}>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              className={clsx(styles.langOption, code === language && styles.langOptionActive)}
              aria-pressed={code === language}
              onClick={() => choose(code)}
            >
              <span className={styles.langCode} aria-hidden="true">
                {code === 'en' ? t('enShort') : t('viShort')}
              </span>
              {t(code)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
