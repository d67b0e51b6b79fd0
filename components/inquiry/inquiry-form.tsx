'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { HOTEL_KEYS, site, type HotelKey } from '@/content/site';
import { charCount, DEFAULT_VALUES, FIELD_ORDER, inquirySchema, LIMITS, type InquiryErrorKey, type InquiryValues, type Translate } from '@/lib/inquiry/schema';
import { longDay } from '@/lib/calendar';
import { addDays, parseIsoDate } from '@/lib/dates';
import type { Language } from '@/lib/i18n/language';
import { hotelToday } from '@/lib/rates';
import { stayNights } from '@/lib/inquiry/rooms';
import { ErrorSummary } from './error-summary';
import { Field, RequiredMark } from './field';
import { ResultPanel } from './result-panel';
import { RoomPicker } from './room-picker';
import { LocalOnlyPanel, NoScriptContact, UnsureNote } from './send-notices';
import { useInquiryDraft } from './use-inquiry-draft';
import { useRoomSelection, type RoomNames } from './use-room-selection';
import { useSendInquiry } from './use-send-inquiry';
import { EARLY_NOTICE_ID, FORM_ID } from '@/lib/inquiry/early-submit';

export type { RoomNames };
import controls from './form-controls.module.css';
import styles from './inquiry-form.module.css';
import panel from './result-panel.module.css';

/** The schema speaks in message keys ("tooLong:120"); the form translates them live, so errors follow the language. */
const keyCodec: Translate = (key, values) => (values?.max !== undefined ? `${key}:${values.max}` : key);

const resolver: Resolver<InquiryValues> = (values, context, options) =>
  // The hotel's "today" at the moment of validation: a tab left open past midnight still checks right.
  zodResolver(inquirySchema(keyCodec, hotelToday()))(values, context, options);

/** The booking inquiry form (docs/REQUIREMENTS.md §3, §4, §5, §7, §8; docs/DECISIONS.md #1, #2, #5, #6, #13, #14). */
export function InquiryForm({ roomNames }: { roomNames?: RoomNames }) {
  const t = useTranslations('InquiryForm');
  const focusSummary = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<InquiryValues>({
    defaultValues: DEFAULT_VALUES,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    control,
    formState: { errors, isSubmitted, isValid, submitCount },
  } = form;

  const values = useWatch({ control }) as InquiryValues;
  const { location = 'sorrento', checkIn, checkOut, rooms = [], selectedRoomType, specialRequests = '' } = values;

  const picker = useRoomSelection(form, { location, checkIn, checkOut, validate: isSubmitted, roomNames });
  const { status, slow, unsure, localOnly, sending, send, restore, backToForm } = useSendInquiry({
    reset,
    nextRoomIdRef: picker.nextRoomIdRef,
    onSettled: () => setRestored(false),
  });
  const { today, ready, restored, setRestored } = useInquiryDraft({
    reset,
    values,
    nextRoomIdRef: picker.nextRoomIdRef,
    failed: status === 'error',
    done: status === 'success',
    onRestore: (draft) => {
      restore(draft);
      // Submitted before the scripts ran (early-submit.ts): send it now, or show what to correct.
      // "Add room" needs the scripts, so then the room type chosen in the plain select is the room.
      if (!draft?.submitted) return;
      if (getValues('rooms').length === 0 && getValues('selectedRoomType')) picker.add();
      void handleSubmit(send, onInvalid)();
    },
  });

  // After a failed submit the summary takes focus once it is on screen (RHF publishes the errors
  // after onInvalid runs, so this waits for the render that shows them).
  useEffect(() => {
    if (focusSummary.current && summaryRef.current) {
      focusSummary.current = false;
      summaryRef.current.focus();
    }
  });

  const nights = stayNights(checkIn, checkOut);
  // The chosen day in words, in the page's language, under its field: a date field writes the
  // browser's own format (mm/dd/yyyy on an American phone), which a Vietnamese reader takes as dd/mm.
  const language = useLocale() as Language;
  const inWords = (value: string | undefined) => {
    const day = value ? parseIsoDate(value) : undefined;
    return day ? longDay(day, language) : undefined;
  };
  const errorText = (name: keyof InquiryValues) => {
    const message = errors[name]?.message;
    if (!message) return '';
    const [key, max] = message.split(':') as [InquiryErrorKey, string | undefined];
    return t(`errors.${key}`, { max: Number(max ?? 0) });
  };

  const onInvalid = (invalid: FieldErrors<InquiryValues>) => {
    if (invalid.rooms) console.log('Please select at least one room type'); // REQUIREMENTS §5: a console log, nothing sent
    focusSummary.current = true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (sending.current) {
      event.preventDefault();
      return;
    }
    void handleSubmit(send, onInvalid)(event);
  };

  const edit = () => {
    backToForm();
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const errorList = FIELD_ORDER.filter((name) => errors[name]?.message);
  const showSummary = submitCount > 0 && errorList.length > 0;
  const isSending = status === 'sending';
  const hotelPhone = site.hotels[location].telephone;

  if (localOnly) return <LocalOnlyPanel phone={hotelPhone} />;

  return (
    <div className={styles.wrap}>
      <NoScriptContact />
      <p className="visually-hidden" role="status" aria-live="polite">
        {picker.announcement}
      </p>
      {status === 'success' ? <ResultPanel kind="success" onAction={edit} /> : null}
      {status === 'error' ? (
        <ResultPanel kind="error" onAction={edit} phone={hotelPhone} hotel={location}>
          {unsure ? <UnsureNote unsure={unsure} inPanel className={panel.panelBody} /> : null}
        </ResultPanel>
      ) : null}

      {/* method="post" and no action: even a submit no script catches never puts the guest's details in a URL. */}
      <form
        id={FORM_ID}
        method="post"
        data-ready={ready ? '' : undefined}
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

        {ready ? null : (
          <p id={EARLY_NOTICE_ID} className={styles.notice} role="status" hidden>
            {t('early')}
          </p>
        )}
        {status === 'editing' && unsure ? <UnsureNote unsure={unsure} className={styles.notice} /> : null}
        {status === 'editing' && restored && !unsure ? (
          <p className={styles.notice} role="status">
            {t('restored')}
          </p>
        ) : null}

        {showSummary ? <ErrorSummary ref={summaryRef} items={errorList.map((name) => ({ name, text: errorText(name) }))} /> : null}

        {/* Locked while sending: what was sent is what stays on screen. */}
        <fieldset className={styles.lock} disabled={isSending}>
          <fieldset className={controls.fieldset}>
            <legend className={controls.legend}>
              {t('hotelLegend')} <RequiredMark />
            </legend>
            <div className={styles.hotels}>
              {HOTEL_KEYS.map((hotel: HotelKey) => (
                <label key={hotel} className={clsx(styles.hotel, location === hotel && styles.hotelChecked)}>
                  <input
                    type="radio"
                    id={`inquiry-location-${hotel}`}
                    value={hotel}
                    className={styles.radio}
                    {...register('location', { onChange: picker.onLocationChange })}
                  />
                  <span className={styles.hotelText}>
                    <span className={styles.hotelName}>{t(`hotels.${hotel}.name`)}</span>
                    <span className={styles.hotelKind}>{t(`hotels.${hotel}.kind`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className={controls.fieldset}>
            <legend className={controls.legend}>{t('stayLegend')}</legend>
            <div className={controls.grid2}>
              <Field name="checkIn" label={t('checkIn')} required hint={inWords(checkIn)} error={errorText('checkIn')}>
                {(a11y) => <input {...a11y} type="date" className={controls.input} min={today || undefined} {...register('checkIn')} />}
              </Field>
              <Field name="checkOut" label={t('checkOut')} required hint={inWords(checkOut)} error={errorText('checkOut')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="date"
                    className={controls.input}
                    min={checkIn && checkIn >= today ? addDays(checkIn, 1) : today || undefined}
                    {...register('checkOut')}
                  />
                )}
              </Field>
            </div>
            <div className={controls.pairs}>
              <Field name="adults" label={t('adults')} required error={errorText('adults')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={LIMITS.adults}
                    step={1}
                    defaultValue={DEFAULT_VALUES.adults}
                    className={controls.input}
                    {...register('adults')}
                  />
                )}
              </Field>
              <Field name="children" label={t('children')} hint={t('childrenHint')} error={errorText('children')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={LIMITS.children}
                    step={1}
                    defaultValue={DEFAULT_VALUES.children}
                    className={controls.input}
                    {...register('children')}
                  />
                )}
              </Field>
            </div>
          </fieldset>

          <RoomPicker picker={picker} rooms={rooms} selectedRoomType={selectedRoomType} nights={nights} error={errorText('rooms')} />

          <fieldset className={controls.fieldset}>
            <legend className={controls.legend}>{t('detailsLegend')}</legend>
            <Field name="name" label={t('name')} required error={errorText('name')}>
              {(a11y) => (
                <input {...a11y} type="text" autoComplete="name" autoCapitalize="words" spellCheck={false} className={controls.input} {...register('name')} />
              )}
            </Field>
            <div className={controls.grid2}>
              <Field name="email" label={t('email')} required hint={t('emailHint')} error={errorText('email')}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    spellCheck={false}
                    className={controls.input}
                    {...register('email')}
                  />
                )}
              </Field>
              <Field name="phone" label={t('phone')} required hint={t('phoneHint')} error={errorText('phone')}>
                {(a11y) => (
                  <input {...a11y} type="tel" inputMode="tel" autoComplete="tel" placeholder="+84" className={controls.input} {...register('phone')} />
                )}
              </Field>
            </div>
            <Field
              name="specialRequests"
              label={t('specialRequests')}
              error={errorText('specialRequests')}
              hintClassName={clsx(controls.hint, controls.hintRow)}
              hint={
                <>
                  <span>{t('specialRequestsHint')}</span>
                  <span className={clsx(charCount(specialRequests) > LIMITS.specialRequests && controls.over)}>
                    {t('characters', { count: charCount(specialRequests), max: LIMITS.specialRequests })}
                  </span>
                </>
              }
            >
              {(a11y) => <textarea {...a11y} rows={5} className={clsx(controls.input, controls.textarea)} {...register('specialRequests')} />}
            </Field>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="inquiry-website">{t('honeypot')}</label>
              <input id="inquiry-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </div>
          </fieldset>
        </fieldset>

        <div className={styles.actions}>
          <button type="submit" className={clsx(controls.button, controls.primary)} disabled={isSending || (isSubmitted && !isValid)}>
            {isSending ? <span className={controls.spinner} aria-hidden="true" /> : null}
            {isSending ? t(slow ? 'stillSending' : 'sending') : t('submit')}
          </button>
          {slow ? (
            <p className={controls.hint} role="status">
              {t('slow')}
            </p>
          ) : null}
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
