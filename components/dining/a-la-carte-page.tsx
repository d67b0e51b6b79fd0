'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import type { MenuLanguage } from '@/content/menus';
import { site } from '@/content/site';
import { formatHours, MENU_LANGUAGE_OPTIONS, PICKER_LANGUAGES, VENUES } from '@/content/venues';
import { menuPdfHref } from '@/lib/menu-links';
import { ActionStage, BackArrow } from './action-stage';
import { Flag } from './flags';
import { useTransitionLock } from './use-transition-lock';
import { NewTabLink, VenueChips } from './venue-chips';
import { VenueAbout } from './venue-about';
import { VenuePanel } from './venue-panel';
import styles from './dining.module.css';

export type ALaCarteVenue = 'bistro' | 'luxe';
/** No language chosen ('picker'), or the chosen menu language. */
export type ALaCarteView = 'picker' | MenuLanguage;

/**
 * Spec section 4 "Language pages": none selected -> a language (its labels on the buttons) -> back
 * resets to English and none selected. The same transition lock as the sky bar.
 */
export function ALaCarteActions({ venue: key }: { venue: ALaCarteVenue }) {
  const t = useTranslations('MenuPage');
  const venue = VENUES[key];
  const lock = useTransitionLock<ALaCarteView>('picker');
  const chosen = lock.view === 'picker' ? null : MENU_LANGUAGE_OPTIONS[lock.view];
  // The labels follow the chosen language; with none chosen they are English again.
  const option = chosen ?? MENU_LANGUAGE_OPTIONS.english;
  return (
    <>
      <VenueChips hotel={venue.hotel} phone={venue.phone} hours={formatHours(venue.hours[0]!)} onLinkClick={lock.onLinkClick} />
      <ActionStage view={lock.view} fading={lock.fading} locked={lock.locked} label={t('actionsLabel')} testId="menu-actions">
        {chosen === null ? (
          <>
            <p className={styles.stageTitle} id={`${key}-languages`}>
              {t('chooseLanguage')}
            </p>
            <ul className={styles.languages} aria-labelledby={`${key}-languages`}>
              {PICKER_LANGUAGES[key].map((language) => {
                const o = MENU_LANGUAGE_OPTIONS[language];
                return (
                  <li key={language}>
                    <button type="button" className={styles.language} onClick={() => lock.show(language)} lang={o.lang} data-language={language}>
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
            <p className={styles.stageTitle}>
              {t('menusIn')}{' '}
              <span lang={option.lang} className={styles.chosen}>
                <Flag id={option.flag} className={styles.flagSmall} /> {option.nativeName}
              </span>
            </p>
            <div className={styles.actions} lang={option.lang}>
              <BackArrow label={option.labels.backButton} onClick={() => lock.show('picker')} />
              <NewTabLink href={menuPdfHref(venue.menus!.food, option.language)} onClick={lock.onLinkClick} className={buttonClass('gold')} data-testid="menu-link" data-autofocus>
                {option.labels.foodButton}
              </NewTabLink>
              <NewTabLink href={menuPdfHref(venue.menus!.drinks, option.language)} onClick={lock.onLinkClick} className={buttonClass('gold')} data-testid="menu-link">
                {option.labels.drinkButton}
              </NewTabLink>
              <NewTabLink href={site.hotels[venue.hotel].reviewUrl} onClick={lock.onLinkClick} className={buttonClass('light')}>
                {option.labels.reviewButton}
              </NewTabLink>
            </div>
          </>
        )}
      </ActionStage>
    </>
  );
}

/** /dining/bistro (Sorrento) and /dining/luxe (Amalfi): a la carte with a menu language picker. */
export function ALaCartePage({ venue }: { venue: ALaCarteVenue }) {
  const t = useTranslations(`MenuPage.${venue}`);
  const chips = useTranslations('VenueChips');
  return (
    <>
      <PageHero image={VENUES[venue].hero} back={{ href: '/dining/', label: chips('backToDining') }} eyebrow={t('eyebrow')} title={t('title')} subtitle={t('tagline')} />
      <VenuePanel>
        <ALaCarteActions venue={venue} />
      </VenuePanel>
      <VenueAbout namespace={`MenuPage.${venue}`} image={VENUES[venue].dish} />
    </>
  );
}
