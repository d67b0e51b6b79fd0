'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/link-button';
import type { MenuLanguage } from '@/content/menus';
import type { HotelKey, Phone } from '@/content/site';
import type { MenuLanguageOption } from '@/content/venues';
import { menuAnchor } from '@/lib/menus/anchor';
import { ActionStage, BackArrow } from './action-stage';
import { Flag } from './flags';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { useTransitionLock } from './use-transition-lock';
import { NewTabLink, VenueChips } from './venue-chips';
import stage from './action-stage.module.css';
import styles from './menu-languages.module.css';
import pill from './pdf-pill.module.css';

export type ALaCarteVenue = 'bistro' | 'luxe';
/** No language chosen ('picker'), or the chosen menu language. */
export type ALaCarteView = 'picker' | MenuLanguage;

/** What the actions need of their venue, resolved on the server (a-la-carte-page.tsx): not the venue table. */
export interface ALaCarteSetup {
  venue: ALaCarteVenue;
  hotel: HotelKey;
  phone: Phone;
  /** Today's opening hours, formatted. */
  hours: string;
  reviewUrl: string;
  /** The picker's languages, in order. */
  languages: readonly MenuLanguageOption[];
  /** Whose labels the buttons wear while no language is chosen. */
  english: MenuLanguageOption;
  /** Each menu's id (its block on the page) and its PDF in each picker language (and English). */
  menus: Record<'food' | 'drinks', { id: string; pdf: { english: string } & Partial<Record<MenuLanguage, string>> }>;
}

/**
 * docs/REQUIREMENTS.md §4 "Language pages": none selected -> a language (its labels on the buttons) -> back
 * resets to English and none selected. The same transition lock as the sky bar.
 */
export function ALaCarteActions({ setup }: { setup: ALaCarteSetup }) {
  const t = useTranslations('MenuPage');
  const key = setup.venue;
  const lock = useTransitionLock<ALaCarteView>('picker');
  const chosen = lock.view === 'picker' ? null : (setup.languages.find((o) => o.language === lock.view) ?? null);
  // The labels follow the chosen language; with none chosen they are English again.
  const option = chosen ?? setup.english;
  const reducedMotion = useReducedMotion(false);
  // Brings the menu's block on this page into view and moves focus to its title (ignored while a
  // fade or an open runs, like every button here).
  const showMenu = (id: string) => {
    if (lock.locked) return;
    const block = document.getElementById(menuAnchor(id));
    if (!block) return;
    block.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    block.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  };
  return (
    <>
      <VenueChips hotel={setup.hotel} phone={setup.phone} hours={setup.hours} onLinkClick={lock.onLinkClick} />
      <ActionStage view={lock.view} fading={lock.fading} locked={lock.locked} label={t('actionsLabel')} testId="menu-actions">
        {chosen === null ? (
          <>
            <p className={stage.stageTitle} id={`${key}-languages`}>
              {t('chooseLanguage')}
            </p>
            <ul className={styles.languages} aria-labelledby={`${key}-languages`}>
              {setup.languages.map((o) => {
                return (
                  <li key={o.language}>
                    <button type="button" className={styles.language} onClick={() => lock.show(o.language)} lang={o.lang} data-language={o.language}>
                      <Flag id={o.flag} className={styles.flag} />
                      <span className={styles.languageCode} aria-hidden="true">
                        {o.code}
                      </span>
                      <span className={styles.languageName}>{o.nativeName}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : (
          <>
            <p className={stage.stageTitle}>
              {t('menusIn')}{' '}
              <span lang={option.lang} className={stage.chosen}>
                <Flag id={option.flag} className={styles.flagSmall} /> {option.nativeName}
              </span>
            </p>
            <div className={stage.actions} lang={option.lang}>
              <BackArrow label={option.labels.backButton} onClick={() => lock.show('picker')} />
              {(['food', 'drinks'] as const).map((kind) => {
                const { id, pdf } = setup.menus[kind];
                const label = kind === 'food' ? option.labels.foodButton : option.labels.drinkButton;
                return (
                  <span key={kind} className={styles.menuPair}>
                    {/* The menu on this page (in the page's language), then its PDF in the chosen one. */}
                    <button type="button" className={buttonClass('gold')} onClick={() => showMenu(id)}>
                      {label}
                    </button>
                    <NewTabLink
                      href={pdf[option.language] ?? pdf.english}
                      onClick={lock.onLinkClick}
                      className={clsx(pill.pdfPill, pill.onPanel)}
                      data-testid="menu-link"
                      data-autofocus={kind === 'food' ? true : undefined}
                    >
                      <span className="visually-hidden">{label} </span>
                      PDF
                    </NewTabLink>
                  </span>
                );
              })}
              <NewTabLink href={setup.reviewUrl} onClick={lock.onLinkClick} className={buttonClass('light')}>
                {option.labels.reviewButton}
              </NewTabLink>
            </div>
          </>
        )}
      </ActionStage>
    </>
  );
}
