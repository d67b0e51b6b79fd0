'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/language';
import { formatRate, type RatedRoom } from '@/lib/rates';
import { priceNote, roomPrice, type PriceTranslate } from '@/lib/room-price';
import { roomQuote } from '@/lib/room-rate';
import { useHotelToday } from './use-hotel-today';
import styles from './rate-block.module.css';

/**
 * The room's price, in two parts:
 * - "From {rate} per night", the lowest regular rate, pre-rendered at build time (the same on the
 *   server and in the browser, and the price the room's JSON-LD states), with what it depends on
 *   (season, holidays) on the room page;
 * - tonight's rate with the holiday badge, for the visitor's today on the hotel calendar:
 *   pre-rendered (and hydrated) as a placeholder of exactly the same size, filled in after
 *   hydration, so tonight's rate is never frozen at build, nothing shifts and nothing mismatches.
 *   When tonight's rate is the "from" price, the figure is not said twice: the line says so instead.
 */
export function RateBlock({ room, size = 'md', className }: { room: RatedRoom; size?: 'md' | 'lg'; className?: string }) {
  const t = useTranslations('RoomInfo');
  const tPrice = useTranslations('RoomMeta.price');
  const language = useLocale() as Language;
  const today = useHotelToday();
  const quote = today ? roomQuote(room, today) : null;
  const holidayName = quote?.holiday ? (language === 'vi' ? quote.holiday.nameVi : quote.holiday.name) : undefined;
  const price = roomPrice(room);
  const vnd = (amount: number) => formatRate(amount, 'VND', language);
  // In the note's running text an amount must not break before its ₫.
  const noteAmount = (amount: number) => vnd(amount).replace(' ', '\u00a0');

  return (
    <div className={clsx(styles.block, styles[size], className)}>
      {price.from > 0 ? (
        <div className={styles.fromPrice} data-testid="room-from-price">
          <p className={styles.fromLine}>
            <span className={styles.label}>{t('from')}</span>{' '}
            <data className={styles.fromAmount} value={price.from}>
              {vnd(price.from)}
            </data>{' '}
            <span className={styles.per}>{t('perNight')}</span>
          </p>
          {size === 'lg' ? <p className={styles.note}>{priceNote(price, tPrice as unknown as PriceTranslate, noteAmount)}</p> : null}
        </div>
      ) : null}
      <div className={styles.rate} data-testid="room-rate" data-state={quote ? 'ready' : 'pending'}>
        <p className={styles.top}>
          <span className={styles.label}>{t('rateLabel')}</span>
          {holidayName ? (
            <span className={styles.badge} data-testid="holiday-badge">
              {t('holidayBadge', { name: holidayName })}
            </span>
          ) : null}
        </p>
        <p className={styles.amount}>
          {quote === null ? (
            <span className={styles.placeholder} aria-hidden="true" />
          ) : quote.rate > 0 && quote.rate === price.from ? (
            // One price, not the same figure twice: tonight costs the "from" price shown above.
            <span className={styles.same} data-testid="rate-same-as-from">
              {t('sameAsFrom')}
            </span>
          ) : quote.rate > 0 ? (
            <data value={quote.rate}>{vnd(quote.rate)}</data>
          ) : (
            <span className={styles.onRequest}>{t('onRequest')}</span>
          )}
        </p>
      </div>
    </div>
  );
}
