import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import type { Language } from '@/lib/i18n/language';
import { roomsTotal, type SelectedRoom } from '@/lib/inquiry/rooms';
import { formatRate } from '@/lib/rates';
import { FieldError, RequiredMark } from './field';
import type { useRoomSelection } from './use-room-selection';
import controls from './form-controls.module.css';
import styles from './room-picker.module.css';

/** The rooms fieldset: choose a type, add it, the list of chosen rooms with their prices, the estimate. */
export function RoomPicker({
  picker,
  rooms,
  selectedRoomType,
  nights,
  error,
}: {
  picker: ReturnType<typeof useRoomSelection>;
  rooms: SelectedRoom[];
  selectedRoomType: string;
  nights: number;
  error: string;
}) {
  const t = useTranslations('InquiryForm');
  const language = useLocale() as Language;
  const money = (amount: number) => formatRate(amount, 'VND', language);
  const total = roomsTotal(rooms);
  return (
    <fieldset className={controls.fieldset} aria-describedby={['inquiry-rooms-hint', error ? 'inquiry-rooms-error' : null].filter(Boolean).join(' ')}>
      <legend className={controls.legend}>
        {t('roomsLegend')} <RequiredMark />
      </legend>
      <p id="inquiry-rooms-hint" className={controls.hint}>
        {t('roomsHint')}
      </p>
      <div className={styles.roomPicker}>
        <div className={clsx(controls.field, controls.grow)}>
          <label htmlFor="inquiry-roomType" className={controls.label}>
            {t('roomType')}
          </label>
          <select
            id="inquiry-roomType"
            className={clsx(controls.input, controls.select)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'inquiry-rooms-error' : undefined}
            {...picker.select}
          >
            <option value="">{t('roomTypePlaceholder')}</option>
            {picker.options.map((option) => (
              <option key={option.value} value={option.value}>
                {picker.optionLabel(option.value)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className={clsx(controls.button, controls.secondary)} onClick={picker.add} disabled={!selectedRoomType}>
          <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M12 5v14M5 12h14" />
          </svg>
          {t('addRoom')}
        </button>
      </div>
      {picker.notice ? (
        <p className={styles.roomNotice} role="status">
          {t(picker.notice)}
        </p>
      ) : null}
      <FieldError name="rooms" text={error} />

      <div className={styles.selected}>
        <h3 className={styles.selectedTitle} id="inquiry-selected-title">
          {t('selectedRooms')}
        </h3>
        {rooms.length === 0 ? (
          <p className={styles.empty}>{t('noRooms')}</p>
        ) : (
          <ul className={styles.roomList} aria-labelledby="inquiry-selected-title">
            {rooms.map((room) => (
              <li key={room.id} className={styles.room} data-testid="selected-room">
                <span className={styles.roomId} aria-hidden="true">
                  {room.id}
                </span>
                <span className={styles.roomName}>{picker.optionLabel(room.name)}</span>
                <span className={styles.roomMeta}>
                  <span className={styles.roomRate}>
                    <span className={styles.roomMetaLabel}>{t('rateColumn')}</span> {money(room.rate)}
                  </span>
                  <span className={styles.roomCost}>
                    <span className={styles.roomMetaLabel}>{t('costColumn')}</span> {room.totalCost > 0 ? money(room.totalCost) : '—'}
                  </span>
                </span>
                <button type="button" className={styles.remove} onClick={() => picker.remove(room.id, room.name)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                    <path d="M6 6l12 12M18 6L6 18" />
                  </svg>
                  <span className="visually-hidden">{t('removeRoom', { name: picker.optionLabel(room.name) })}</span>
                  <span aria-hidden="true">{t('remove')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {nights > 0 && total > 0 ? (
          <div className={styles.total} data-testid="estimate">
            <p className={styles.totalLine}>
              <span>{t('estimateFor', { nights: t('nights', { count: nights }) })}</span>
              <strong className={styles.totalAmount}>{money(total)}</strong>
            </p>
            <p className={controls.hint}>{t('estimateNote')}</p>
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
