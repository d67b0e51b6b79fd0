'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { HotelKey } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { formatRate } from '@/lib/rates';
import { roomQuote } from '@/lib/room-rate';
import { useHotelToday } from './use-hotel-today';
import styles from './rate-block.module.css';

/**
 * "From {rate} per night" with the holiday badge, for the visitor's today on the hotel calendar.
 * Pre-rendered (and hydrated) as a placeholder of exactly the same size, filled in after
 * hydration: the rate is never frozen at build, nothing shifts, and there is no mismatch.
 */
export function RateBlock({ hotel, title, size = 'md', className }: { hotel: HotelKey; title: string; size?: 'md' | 'lg'; className?: string }) {
  const t = useTranslations('RoomInfo');
  const language = useLocale() as Language;
  const today = useHotelToday();
  const quote = today ? roomQuote({ hotel, title }, today) : null;
  const holidayName = quote?.holiday ? (language === 'vi' ? quote.holiday.nameVi : quote.holiday.name) : undefined;

  return (
    <div className={clsx(styles.rate, styles[size], className)} data-testid="room-rate" data-state={quote ? 'ready' : 'pending'}>
      <p className={styles.top}>
        <span className={styles.from}>{t('from')}</span>
        {holidayName ? (
          <span className={styles.badge} data-testid="holiday-badge">
            {t('holidayBadge', { name: holidayName })}
          </span>
        ) : null}
      </p>
      <p className={styles.amount}>
        {quote === null ? (
          <span className={styles.placeholder} aria-hidden="true" />
        ) : quote.rate > 0 ? (
          <data value={quote.rate}>{formatRate(quote.rate, 'VND', language)}</data>
        ) : (
          <span className={styles.onRequest}>{t('onRequest')}</span>
        )}
      </p>
      <p className={styles.per}>{t('perNight')}</p>
    </div>
  );
}
