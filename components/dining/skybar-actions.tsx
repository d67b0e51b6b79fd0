'use client';

import { useTranslations } from 'next-intl';
import { buttonClass, LinkButton } from '@/components/ui/link-button';
import { site } from '@/content/site';
import { formatHours, VENUES } from '@/content/venues';
import { menuPdfHref } from '@/lib/menu-links';
import { ActionStage, BackArrow } from './action-stage';
import { useTransitionLock } from './use-transition-lock';
import { NewTabLink, VenueChips } from './venue-chips';
import stage from './action-stage.module.css';

export type SkybarView = 'first' | 'menu';

/** The SkyBar's buttons: SERVICES and MENU, then FOOD MENU, DRINK MENU, LEAVE A REVIEW and back. */
export function SkybarActions() {
  const t = useTranslations('SkybarPage');
  const venue = VENUES.skybar;
  const lock = useTransitionLock<SkybarView>('first');
  return (
    <>
      <VenueChips hotel={venue.hotel} phone={venue.phone} hours={formatHours(venue.hours[0]!)} onLinkClick={lock.onLinkClick} />
      <ActionStage view={lock.view} fading={lock.fading} locked={lock.locked} label={t('actionsLabel')} testId="skybar-actions">
        {lock.view === 'first' ? (
          <div className={stage.actions}>
            <LinkButton href="/dining/skybar/services/" variant="light" onClick={lock.guardNavigation}>
              {t('services')}
            </LinkButton>
            <button type="button" className={buttonClass('gold')} onClick={() => lock.show('menu')} data-autofocus>
              {t('menu')}
            </button>
          </div>
        ) : (
          <div className={stage.actions}>
            <BackArrow label={t('back')} onClick={() => lock.show('first')} />
            <NewTabLink href={menuPdfHref(venue.menus!.food)} onClick={lock.onLinkClick} className={buttonClass('gold')} data-testid="menu-link" data-autofocus>
              {t('foodMenu')}
            </NewTabLink>
            <NewTabLink href={menuPdfHref(venue.menus!.drinks)} onClick={lock.onLinkClick} className={buttonClass('gold')} data-testid="menu-link">
              {t('drinkMenu')}
            </NewTabLink>
            <NewTabLink href={site.hotels[venue.hotel].reviewUrl} onClick={lock.onLinkClick} className={buttonClass('light')}>
              {t('review')}
            </NewTabLink>
          </div>
        )}
      </ActionStage>
    </>
  );
}
