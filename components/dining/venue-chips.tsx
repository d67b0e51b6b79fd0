'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { formatAddress, site, type HotelKey, type Phone } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useTransitionLock } from './use-transition-lock';
import styles from './venue-chips.module.css';

const ICONS = {
  clock: <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  phone: <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  pin: <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />,
  floor: <path d="M4 20h16M6 20V9l6-5 6 5v11M10 20v-5h4v5" />,
};

export function ChipIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {ICONS[name]}
    </svg>
  );
}

/**
 * The phone number as a `tel:` link on phones and tablets only (docs/REQUIREMENTS.md §2 "Sky bar page": "dials only
 * on mobile devices, detected from the user agent; on desktop it does nothing"). The pre-rendered HTML keeps
 * the link, so a phone dials even before hydration; a desktop browser then gets plain text, styled
 * the same (no layout shift), still readable and selectable.
 */
export function PhoneChip({ phone, label, shown }: { phone: Phone; label: string; shown?: string }) {
  const isMobile = useIsMobile();
  const content = (
    <>
      <ChipIcon name="phone" />
      {shown ? <span className={styles.chipLabel}>{shown}</span> : <span className="visually-hidden">{label}: </span>}
      <span>{phone.display}</span>
    </>
  );
  if (isMobile === false) {
    return (
      <span className={styles.chip} data-testid="phone-chip">
        {content}
      </span>
    );
  }
  return (
    <a className={clsx(styles.chip, styles.chipLink)} href={`tel:${phone.e164}`} data-testid="phone-chip">
      {content}
    </a>
  );
}

/** A link that opens in a new tab, 0.35 s after the click (the caller's transition lock). */
export function NewTabLink({
  children,
  ...rest
}: Omit<ComponentProps<'a'>, 'target' | 'rel' | 'onClick'> & {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
  'data-testid'?: string;
  'data-autofocus'?: boolean;
}) {
  const t = useTranslations('Common');
  // The note is in the site's language, even inside a link labelled in a menu language.
  const locale = useLocale();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden" lang={locale}>
        {' '}
        {t('opensInNewTab')}
      </span>
    </a>
  );
}

/** Opening hours, phone and address (the address opens the hotel's map in a new tab). */
export function VenueChips({
  hotel,
  phone,
  hours,
  extra,
  onLinkClick,
}: {
  hotel: HotelKey;
  phone: Phone;
  hours?: string;
  extra?: ReactNode;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useTranslations('VenueChips');
  const language = useLocale() as Language;
  return (
    <ul className={styles.chips} aria-label={t('label')}>
      {hours ? (
        <li>
          <span className={styles.chip}>
            <ChipIcon name="clock" />
            <span className="visually-hidden">{t('hours')}: </span>
            <span>{hours}</span>
          </span>
        </li>
      ) : null}
      {extra ? <li>{extra}</li> : null}
      <li>
        {/* The group's one hotline says so: beside a hotel's own number it is not that hotel's line. */}
        {phone.e164 === site.hotline.e164 ? (
          <PhoneChip phone={phone} label={t('hotline')} shown={t('hotline')} />
        ) : (
          <PhoneChip phone={phone} label={t('phone')} />
        )}
      </li>
      <li>
        <NewTabLink href={site.hotels[hotel].mapUrl} onClick={onLinkClick} className={clsx(styles.chip, styles.chipLink)} data-testid="address-chip">
          <ChipIcon name="pin" />
          <span className="visually-hidden">{t('address')}: </span>
          <span>{formatAddress(hotel, language)}</span>
        </NewTabLink>
      </li>
    </ul>
  );
}

/**
 * The chips of a page with no other actions (the buffet): the map link gets the same 0.35 s open as
 * on the other venue pages, from a lock of its own.
 */
export function LockedVenueChips(props: Omit<Parameters<typeof VenueChips>[0], 'onLinkClick'>) {
  const lock = useTransitionLock('page');
  return <VenueChips {...props} onLinkClick={lock.onLinkClick} />;
}
