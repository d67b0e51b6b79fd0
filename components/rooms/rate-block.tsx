import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/language';
import { formatRate, type RatedRoom } from '@/lib/rates';
import { priceNote, roomPrice, type PriceTranslate } from '@/lib/room-price';
import { rateSheet } from '@/lib/room-rate';
import { TonightRate } from './tonight-rate';
import styles from './rate-block.module.css';

/**
 * The room's price, in two parts:
 * - "From {rate} per night", the lowest regular rate, rendered here at build time (the price the
 *   room's JSON-LD states), with what it depends on (season, holidays) on the room page;
 * - tonight's rate with the holiday badge (`TonightRate`, the only part the browser runs), for the
 *   visitor's today on the hotel calendar.
 */
export function RateBlock({ room, size = 'md', className }: { room: RatedRoom; size?: 'md' | 'lg'; className?: string }) {
  const t = useTranslations('RoomInfo');
  const tPrice = useTranslations('RoomMeta.price');
  const language = useLocale() as Language;
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
      <TonightRate sheet={rateSheet(room, language)} from={price.from} />
    </div>
  );
}
