import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { LanguageLink } from '@/components/i18n/language-link';
import { useLanguage } from '@/components/i18n/language-provider';
import { usePopover } from '@/hooks/use-popover';
import { LANGUAGES } from '@/lib/i18n/language';
import styles from './navbar.module.css';

const MENU_ID = 'language-menu';

/**
 * EN/VI dropdown. The menu is an HTML popover of two real links to the page in each language
 * (`hreflang`), so it opens and works from first paint, before the framework loads, and crawlers
 * follow it; the head script remembers a choice made then (landing-script.ts). Once hydrated, a
 * choice moves to the twin page without a reload (LanguageLink). Choosing closes it (and
 * the mobile menu).
 */
export function LanguageSwitcher({ onChosen }: { onChosen?: () => void }) {
  const t = useTranslations('Language');
  const { language } = useLanguage();
  const toggle = useRef<HTMLButtonElement>(null);
  const { ref: menu, open, hide } = usePopover<HTMLDivElement>();

  const chosen = () => {
    hide();
    toggle.current?.focus();
    onChosen?.();
  };

  return (
    <div className={styles.lang}>
      <button ref={toggle} type="button" className={styles.langButton} popoverTarget={MENU_ID} aria-expanded={open} aria-controls={MENU_ID}>
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
      <div ref={menu} id={MENU_ID} popover="auto" className={styles.langList}>
        <ul className={styles.langItems}>
          {LANGUAGES.map((code) => (
            <li key={code}>
              <LanguageLink code={code} className={styles.langOption} currentClassName={styles.langOptionActive} onChosen={chosen}>
                <span className={styles.langCode} aria-hidden="true">
                  {code === 'en' ? t('enShort') : t('viShort')}
                </span>
                {t(code)}
              </LanguageLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
