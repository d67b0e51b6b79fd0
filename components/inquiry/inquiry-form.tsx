'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { HOTEL_KEYS, site, type HotelKey } from '@/content/site';
import { inquiryEndpoint } from '@/lib/inquiry/endpoint';
import { clearDraft, isDraftWorthKeeping, loadDraft, saveDraft } from '@/lib/inquiry/draft';
import { buildPayload } from '@/lib/inquiry/payload';
import { readPreselection } from '@/lib/inquiry/preselect';
import { readStayDates } from '@/lib/stay-link';
import { findRoomOption, roomOptions } from '@/lib/inquiry/room-options';
import { addRoom, removeRoom, repriceRooms, roomsTotal, stayNights } from '@/lib/inquiry/rooms';
import {
  charCount,
  DEFAULT_VALUES,
  FIELD_ORDER,
  inquirySchema,
  LIMITS,
  type InquiryErrorKey,
  type InquiryValues,
  type Translate,
} from '@/lib/inquiry/schema';
import { sendInquiry } from '@/lib/inquiry/send';
import type { Language } from '@/lib/i18n/language';
import { formatRate, hotelToday } from '@/lib/rates';
import { ResultPanel } from './result-panel';
import styles from './inquiry-form.module.css';

type Status = 'editing' | 'sending' | 'success' | 'error';

/** The schema speaks in message keys ("tooLong:120"); the form translates them live, so errors follow the language. */
const keyCodec: Translate = (key, values) => (values?.max !== undefined ? `${key}:${values.max}` : key);

const resolver: Resolver<InquiryValues> = (values, context, options) =>
  // The hotel's "today" at the moment of validation: a tab left open past midnight still checks right.
  zodResolver(inquirySchema(keyCodec, hotelToday()))(values, context, options);

const FIELD_LABEL = {
  location: 'hotelLegend',
  name: 'name',
  email: 'email',
  phone: 'phone',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  adults: 'adults',
  children: 'children',
  rooms: 'roomsLegend',
  specialRequests: 'specialRequests',
  selectedRoomType: 'roomType',
  website: 'honeypot',
} as const satisfies Record<keyof InquiryValues, string>;

const fieldId = (name: keyof InquiryValues) => (name === 'rooms' ? 'inquiry-roomType' : name === 'location' ? 'inquiry-location-sorrento' : `inquiry-${name}`);

const addDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The booking inquiry form (spec sections 3, 4, 5, 7, 8; DESIGN decisions 1, 2, 5, 6, 13, 14). */
export function InquiryForm() {
  const t = useTranslations('InquiryForm');
  const language = useLocale() as Language;
  const money = (amount: number) => formatRate(amount, 'VND', language);
  const [status, setStatus] = useState<Status>('editing');
  const [today, setToday] = useState('');
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const [roomNotice, setRoomNotice] = useState<'roomNotAdded' | 'roomUnavailable' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const nextRoomId = useRef(1);
  const sending = useRef(false);
  const focusSummary = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const roomSelectRef = useRef<HTMLSelectElement | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitted, isValid, submitCount },
  } = useForm<InquiryValues>({
    defaultValues: DEFAULT_VALUES,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  const values = useWatch({ control }) as InquiryValues;
  const { location, checkIn, checkOut, rooms = [], selectedRoomType, specialRequests = '' } = values;

  // After hydration: the hotel's today, the saved draft (a reload loses nothing), then ?hotel=&room=.
  useEffect(() => {
    const draft = loadDraft();
    const pre = readPreselection(window.location.search);
    let start: InquiryValues = draft?.values ?? DEFAULT_VALUES;
    if (draft) nextRoomId.current = draft.nextRoomId;
    if (pre.hotel && (start.rooms.length === 0 || pre.hotel === start.location)) {
      if (pre.hotel !== start.location) start = { ...start, location: pre.hotel, rooms: [], selectedRoomType: '' };
      if (pre.roomType) start = { ...start, selectedRoomType: pre.roomType };
    }
    // The room calendar's "Request these dates" adds the stay (?checkIn=&checkOut=, lib/stay-link.ts).
    const stay = readStayDates(window.location.search, hotelToday());
    if (stay.checkIn && stay.checkOut) start = { ...start, checkIn: stay.checkIn, checkOut: stay.checkOut };
    /* eslint-disable react-hooks/set-state-in-effect -- browser-only state, read once after hydration */
    setToday(hotelToday());
    if (draft || start !== DEFAULT_VALUES) reset(start);
    if (draft?.failed) setRestored(true);
    setReady(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [reset]);

  // The draft follows every change until a successful send (DESIGN decision 2).
  useEffect(() => {
    if (!ready || status === 'success') return;
    if (isDraftWorthKeeping(values)) saveDraft({ values, nextRoomId: nextRoomId.current, failed: status === 'error' || restored });
    else clearDraft();
  }, [values, ready, status, restored]);

  // Changing the dates prices every selected room again (DESIGN decision 5).
  useEffect(() => {
    const current = getValues('rooms');
    if (!current.length) return;
    const repriced = repriceRooms(current, getValues('location'), checkIn, checkOut);
    if (JSON.stringify(repriced) !== JSON.stringify(current)) setValue('rooms', repriced);
  }, [checkIn, checkOut, getValues, setValue]);

  // After a failed submit the summary takes focus once it is on screen (RHF publishes the errors
  // after onInvalid runs, so this waits for the render that shows them).
  useEffect(() => {
    if (focusSummary.current && summaryRef.current) {
      focusSummary.current = false;
      summaryRef.current.focus();
    }
  });

  const options = useMemo(() => roomOptions(location ?? 'sorrento'), [location]);
  const optionLabel = useCallback(
    (value: string) => {
      const option = findRoomOption(location ?? 'sorrento', value);
      return option ? `${option.roomType} ${t(`beds.${option.bed}`)}` : value;
    },
    [location, t],
  );

  const nights = stayNights(checkIn, checkOut);
  const total = roomsTotal(rooms);
  const errorText = (message: string | undefined) => {
    if (!message) return '';
    const [key, max] = message.split(':') as [InquiryErrorKey, string | undefined];
    return t(`errors.${key}`, { max: Number(max ?? 0) });
  };

  const onLocationChange = () => {
    // Spec section 4: switching hotel clears the chosen rooms and the selected type.
    setValue('rooms', [], { shouldValidate: isSubmitted });
    setValue('selectedRoomType', '');
    setRoomNotice(null);
  };

  const onAddRoom = () => {
    const name = getValues('selectedRoomType');
    if (!name) return;
    const current = getValues('rooms');
    const next = addRoom(current, nextRoomId.current, name, getValues('location'), getValues('checkIn'), getValues('checkOut'));
    if (next.length === current.length) {
      setRoomNotice(getValues('checkIn') && getValues('checkOut') && nights <= 0 ? 'roomNotAdded' : 'roomUnavailable');
      return;
    }
    nextRoomId.current += 1;
    setRoomNotice(null);
    setValue('rooms', next, { shouldValidate: isSubmitted, shouldDirty: true });
    setAnnouncement(t('roomAdded', { name: optionLabel(name) }));
  };

  const onRemoveRoom = (id: number, name: string) => {
    setValue('rooms', removeRoom(getValues('rooms'), id), { shouldValidate: isSubmitted, shouldDirty: true });
    setAnnouncement(t('roomRemoved', { name: optionLabel(name) }));
    roomSelectRef.current?.focus();
  };

  const succeed = (sent: InquiryValues) => {
    clearDraft();
    nextRoomId.current = 1;
    // Spec section 4: adults 2, children 0, no dates, no requests, no rooms; the counter restarts.
    reset({ ...DEFAULT_VALUES, location: sent.location, name: sent.name, email: sent.email, phone: sent.phone });
    setRestored(false);
    setStatus('success');
  };

  const onValid = async (data: InquiryValues) => {
    if (sending.current) return; // one click, one request
    sending.current = true;
    setStatus('sending');
    try {
      if (data.website.trim()) {
        succeed(data); // DESIGN decision 14: a bot filled the honeypot; nothing is sent
        return;
      }
      const payload = buildPayload({ ...data, rooms: data.rooms });
      const result = await sendInquiry(inquiryEndpoint(data.location), payload);
      if (result.ok) succeed(data);
      else {
        console.error(`[inquiry] The inquiry was not sent: ${result.error}`);
        saveDraft({ values: data, nextRoomId: nextRoomId.current, failed: true });
        setStatus('error');
      }
    } finally {
      sending.current = false;
    }
  };

  const onInvalid = (invalid: FieldErrors<InquiryValues>) => {
    if (invalid.rooms) console.log('Please select at least one room type'); // spec section 5: a console log, nothing sent
    focusSummary.current = true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    void handleSubmit(onValid, onInvalid)(event);
  };

  const retry = () => {
    setStatus('editing');
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const again = () => {
    setStatus('editing');
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const errorList = FIELD_ORDER.filter((name) => errors[name]?.message);
  const showSummary = submitCount > 0 && errorList.length > 0;
  const describe = (name: keyof InquiryValues, hint?: boolean) =>
    [hint ? `inquiry-${name}-hint` : null, errors[name] ? `inquiry-${name}-error` : null].filter(Boolean).join(' ') || undefined;
  const invalid = (name: keyof InquiryValues) => (errors[name] ? true : undefined);
  const fieldError = (name: keyof InquiryValues) =>
    errors[name]?.message ? (
      <p id={`inquiry-${name}-error`} className={styles.error}>
        <span aria-hidden="true" className={styles.errorIcon}>
          !
        </span>
        {errorText(errors[name]?.message)}
      </p>
    ) : null;
  const required = (
    <span className={styles.required}>
      <span aria-hidden="true">*</span>
      <span className="visually-hidden"> ({t('required')})</span>
    </span>
  );

  const hotelPhone = site.hotels[location ?? 'sorrento'].telephone;
  const selectField = register('selectedRoomType', { onChange: () => setRoomNotice(null) });
  const isSending = status === 'sending';

  return (
    <div className={styles.wrap}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {status === 'success' ? <ResultPanel kind="success" onAction={again} /> : null}
      {status === 'error' ? <ResultPanel kind="error" onAction={retry} phone={hotelPhone} /> : null}

      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        hidden={status === 'success' || status === 'error'}
        aria-labelledby="inquiry-title"
        aria-busy={isSending || undefined}
      >
        <div className={styles.formHead}>
          <h2 id="inquiry-title" className={styles.title} ref={titleRef} tabIndex={-1}>
            {t('title')}
          </h2>
          <p className={styles.requiredNote}>{t('requiredNote')}</p>
        </div>

        {restored && status === 'editing' ? (
          <p className={styles.notice} role="status">
            {t('restored')}
          </p>
        ) : null}

        {showSummary ? (
          <div className={styles.summary} ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="inquiry-summary-title">
            <h3 id="inquiry-summary-title" className={styles.summaryTitle}>
              {t('summaryTitle', { count: errorList.length })}
            </h3>
            <ul>
              {errorList.map((name) => (
                <li key={name}>
                  <a
                    href={`#${fieldId(name)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(fieldId(name))?.focus();
                    }}
                  >
                    {t(FIELD_LABEL[name])}: {errorText(errors[name]?.message)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {t('hotelLegend')} {required}
          </legend>
          <div className={styles.hotels}>
            {HOTEL_KEYS.map((hotel: HotelKey) => (
              <label key={hotel} className={clsx(styles.hotel, location === hotel && styles.hotelChecked)}>
                <input
                  type="radio"
                  id={`inquiry-location-${hotel}`}
                  value={hotel}
                  className={styles.radio}
                  {...register('location', { onChange: onLocationChange })}
                />
                <span className={styles.hotelText}>
                  <span className={styles.hotelName}>{t(`hotels.${hotel}.name`)}</span>
                  <span className={styles.hotelKind}>{t(`hotels.${hotel}.kind`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('stayLegend')}</legend>
          <div className={styles.grid2}>
            <div className={styles.field}>
              <label htmlFor="inquiry-checkIn" className={styles.label}>
                {t('checkIn')} {required}
              </label>
              <input
                id="inquiry-checkIn"
                type="date"
                className={styles.input}
                min={today || undefined}
                aria-invalid={invalid('checkIn')}
                aria-describedby={describe('checkIn')}
                aria-required="true"
                {...register('checkIn')}
              />
              {fieldError('checkIn')}
            </div>
            <div className={styles.field}>
              <label htmlFor="inquiry-checkOut" className={styles.label}>
                {t('checkOut')} {required}
              </label>
              <input
                id="inquiry-checkOut"
                type="date"
                className={styles.input}
                min={checkIn && checkIn >= today ? addDay(checkIn) : today || undefined}
                aria-invalid={invalid('checkOut')}
                aria-describedby={describe('checkOut')}
                aria-required="true"
                {...register('checkOut')}
              />
              {fieldError('checkOut')}
            </div>
          </div>
          <div className={styles.pairs}>
            <div className={styles.field}>
              <label htmlFor="inquiry-adults" className={styles.label}>
                {t('adults')} {required}
              </label>
              <input
                id="inquiry-adults"
                type="number"
                inputMode="numeric"
                min={1}
                max={LIMITS.adults}
                step={1}
                defaultValue={DEFAULT_VALUES.adults}
                className={styles.input}
                aria-invalid={invalid('adults')}
                aria-describedby={describe('adults')}
                aria-required="true"
                {...register('adults')}
              />
              {fieldError('adults')}
            </div>
            <div className={styles.field}>
              <label htmlFor="inquiry-children" className={styles.label}>
                {t('children')}
              </label>
              <input
                id="inquiry-children"
                type="number"
                inputMode="numeric"
                min={0}
                max={LIMITS.children}
                step={1}
                defaultValue={DEFAULT_VALUES.children}
                className={styles.input}
                aria-invalid={invalid('children')}
                aria-describedby={describe('children', true)}
                {...register('children')}
              />
              <p id="inquiry-children-hint" className={styles.hint}>
                {t('childrenHint')}
              </p>
              {fieldError('children')}
            </div>
          </div>
        </fieldset>

        <fieldset className={styles.fieldset} aria-describedby={describe('rooms', true)}>
          <legend className={styles.legend}>
            {t('roomsLegend')} {required}
          </legend>
          <p id="inquiry-rooms-hint" className={styles.hint}>
            {t('roomsHint')}
          </p>
          <div className={styles.roomPicker}>
            <div className={clsx(styles.field, styles.grow)}>
              <label htmlFor="inquiry-roomType" className={styles.label}>
                {t('roomType')}
              </label>
              <select
                id="inquiry-roomType"
                className={clsx(styles.input, styles.select)}
                aria-invalid={invalid('rooms')}
                aria-describedby={errors.rooms ? 'inquiry-rooms-error' : undefined}
                {...selectField}
                ref={(element) => {
                  selectField.ref(element);
                  roomSelectRef.current = element;
                }}
              >
                <option value="">{t('roomTypePlaceholder')}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {optionLabel(option.value)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={clsx(styles.button, styles.secondary)} onClick={onAddRoom} disabled={!selectedRoomType}>
              <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                <path d="M12 5v14M5 12h14" />
              </svg>
              {t('addRoom')}
            </button>
          </div>
          {roomNotice ? (
            <p className={styles.roomNotice} role="status">
              {t(roomNotice)}
            </p>
          ) : null}
          {fieldError('rooms')}

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
                    <span className={styles.roomName}>{optionLabel(room.name)}</span>
                    <span className={styles.roomMeta}>
                    <span className={styles.roomRate}>
                      <span className={styles.roomMetaLabel}>{t('rateColumn')}</span> {money(room.rate)}
                    </span>
                    <span className={styles.roomCost}>
                      <span className={styles.roomMetaLabel}>{t('costColumn')}</span> {room.totalCost > 0 ? money(room.totalCost) : '—'}
                    </span>
                    </span>
                    <button type="button" className={styles.remove} onClick={() => onRemoveRoom(room.id, room.name)}>
                      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                        <path d="M6 6l12 12M18 6L6 18" />
                      </svg>
                      <span className="visually-hidden">{t('removeRoom', { name: optionLabel(room.name) })}</span>
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
                <p className={styles.hint}>{t('estimateNote')}</p>
              </div>
            ) : null}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('detailsLegend')}</legend>
          <div className={styles.field}>
            <label htmlFor="inquiry-name" className={styles.label}>
              {t('name')} {required}
            </label>
            <input
              id="inquiry-name"
              type="text"
              autoComplete="name"
              autoCapitalize="words"
              spellCheck={false}
              className={styles.input}
              aria-invalid={invalid('name')}
              aria-describedby={describe('name')}
              aria-required="true"
              {...register('name')}
            />
            {fieldError('name')}
          </div>
          <div className={styles.grid2}>
            <div className={styles.field}>
              <label htmlFor="inquiry-email" className={styles.label}>
                {t('email')} {required}
              </label>
              <input
                id="inquiry-email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                className={styles.input}
                aria-invalid={invalid('email')}
                aria-describedby={describe('email', true)}
                aria-required="true"
                {...register('email')}
              />
              <p id="inquiry-email-hint" className={styles.hint}>
                {t('emailHint')}
              </p>
              {fieldError('email')}
            </div>
            <div className={styles.field}>
              <label htmlFor="inquiry-phone" className={styles.label}>
                {t('phone')} {required}
              </label>
              <input
                id="inquiry-phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="+84"
                className={styles.input}
                aria-invalid={invalid('phone')}
                aria-describedby={describe('phone', true)}
                aria-required="true"
                {...register('phone')}
              />
              <p id="inquiry-phone-hint" className={styles.hint}>
                {t('phoneHint')}
              </p>
              {fieldError('phone')}
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor="inquiry-specialRequests" className={styles.label}>
              {t('specialRequests')}
            </label>
            <textarea
              id="inquiry-specialRequests"
              rows={5}
              className={clsx(styles.input, styles.textarea)}
              aria-invalid={invalid('specialRequests')}
              aria-describedby={describe('specialRequests', true)}
              {...register('specialRequests')}
            />
            <p id="inquiry-specialRequests-hint" className={clsx(styles.hint, styles.hintRow)}>
              <span>{t('specialRequestsHint')}</span>
              <span className={clsx(charCount(specialRequests) > LIMITS.specialRequests && styles.over)}>
                {t('characters', { count: charCount(specialRequests), max: LIMITS.specialRequests })}
              </span>
            </p>
            {fieldError('specialRequests')}
          </div>
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="inquiry-website">{t('honeypot')}</label>
            <input id="inquiry-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </div>
        </fieldset>

        <div className={styles.actions}>
          <button
            type="submit"
            className={clsx(styles.button, styles.primary)}
            disabled={isSending || (isSubmitted && !isValid)}
          >
            {isSending ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {isSending ? t('sending') : t('submit')}
          </button>
          <p className={styles.privacy}>
            {t.rich('privacy', {
              link: (chunks) => <Link href="/privacy/">{chunks}</Link>,
            })}
          </p>
        </div>
      </form>
    </div>
  );
}
