'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/language';
import { formatVnd } from '@/lib/money';
import { sheetQuote, type RateSheet } from '@/lib/night-rate';
import { useHotelToday } from './use-hotel-today';
import styles from './rate-block.module.css';

/**
 * Tonight's rate with its holiday badge, for the visitor's today on the hotel calendar: pre-rendered
 * (and hydrated) as a placeholder of exactly the same size, filled in after hydration, so tonight's
 * rate is never frozen at build, nothing shifts and nothing mismatches. Priced from the sheet its
 * server parent hands it (lib/night-rate.ts), not the rate service. When tonight's rate is the
 * "from" price, the figure is not said twice: the line says so instead.
 */
export function TonightRate({ sheet, from }: { sheet: RateSheet; from: number }) {
  const t = useTranslations('RoomInfo');
  const language = useLocale() as Language;
  const today = useHotelToday();
  const quote = today ? sheetQuote(sheet, today) : null;

  return (
    <div className={styles.rate} data-testid="room-rate" data-state={quote ? 'ready' : 'pending'}>
      <p className={styles.top}>
        <span className={styles.label}>{t('rateLabel')}</span>
        {quote?.holiday ? (
          <span className={styles.badge} data-testid="holiday-badge">
            {t('holidayBadge', { name: quote.holiday })}
          </span>
        ) : null}
      </p>
      <p className={styles.amount}>
        {quote === null ? (
          <span className={styles.placeholder} aria-hidden="true" />
        ) : quote.rate > 0 && quote.rate === from ? (
          // One price, not the same figure twice: tonight costs the "from" price shown above.
          <span className={styles.same} data-testid="rate-same-as-from">
            {t('sameAsFrom')}
          </span>
        ) : quote.rate > 0 ? (
          <data value={quote.rate}>{formatVnd(quote.rate, language)}</data>
        ) : (
          <span className={styles.onRequest}>{t('onRequest')}</span>
        )}
      </p>
    </div>
  );
}
