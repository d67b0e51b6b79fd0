import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { bookRoomPath, type Room } from '@/content/rooms';
import {
  addMonths,
  clampDay,
  clampStartMonth,
  dayMonth,
  dayRole,
  holidaysInMonth,
  longDay,
  monthLabel,
  monthOfDay,
  monthRange,
  monthsBetween,
  monthWeeks,
  moveDay,
  nightOf,
  pickDay,
  quoteStay,
  shortDay,
  thousands,
  weekdayNames,
  type MonthRef,
} from '@/lib/calendar';
import type { IsoDate } from '@/lib/dates';
import { withStay, type Stay } from '@/lib/stay-link';
import type { Language } from '@/lib/i18n/language';
import { formatRate, getHolidayPeriods } from '@/lib/rates';
import { useHotelToday } from './use-hotel-today';
// The round arrow buttons share the dialog's close-button look (already loaded with the page).
import launcher from './calendar-launcher.module.css';
import styles from './rate-calendar.module.css';

/** A horizontal swipe at least this long (px) moves a month; shorter ones are taps or scrolls. */
const SWIPE_PX = 48;

/**
 * The nightly-rate calendar (issue 16), loaded only when a guest asks for it (CalendarLauncher):
 * two months of this room's nights, each with its rate from lib/rates on the hotel's calendar,
 * holidays named, past nights disabled. Two picks make a stay; its total is the inquiry form's
 * estimate, and "Request these dates" opens the form with hotel, room and dates filled in.
 *
 * Keyboard: each month is a grid; one day is in the tab order and the arrow keys, Home/End and
 * PageUp/PageDown move between days (across months, turning the pages as needed); Enter or Space
 * picks. Every day's accessible name says its date, its price and what it is in the stay.
 */
export function RateCalendar({ room, roomName }: { room: Room; roomName: string }) {
  const today = useHotelToday();
  return today ? <Months room={room} roomName={roomName} today={today} /> : null;
}

function Months({ room, roomName, today }: { room: Room; roomName: string; today: IsoDate }) {
  const t = useTranslations('RoomDetail.calendar');
  const language = useLocale() as Language;
  const id = useId();
  const [start, setStart] = useState<MonthRef>(() => monthOfDay(today));
  const [stay, setStay] = useState<Stay>({});
  const [focusDay, setFocusDay] = useState<IsoDate>(today);
  const moveFocus = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);

  const months = [start, addMonths(start, 1)];
  const { first, last } = monthRange(today);
  const canGoBack = monthsBetween(first, start) > 0;
  const canGoOn = monthsBetween(start, last) > 1;
  const holidays = useMemo(() => getHolidayPeriods(), []);
  const weekdays = useMemo(() => weekdayNames(language), [language]);
  const quote = quoteStay(room, stay);

  // After a keyboard move the new day takes focus (it may be in a month that was just turned to).
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    rootRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDay}"]`)?.focus();
  }, [focusDay, start]);

  const turn = (count: number) => {
    const next = clampStartMonth(addMonths(start, count), today);
    setStart(next);
    // Keep the roving tab stop on a day that is shown.
    const shown = [next, addMonths(next, 1)];
    if (!shown.some((m) => monthsBetween(m, monthOfDay(focusDay)) === 0))
      setFocusDay(clampDay(`${next.year}-${String(next.month).padStart(2, '0')}-01`, today));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: IsoDate) => {
    const target = moveDay(day, event.key);
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = clampDay(target, today);
    const offset = monthsBetween(start, monthOfDay(next));
    if (offset < 0 || offset > 1) setStart(clampStartMonth(offset < 0 ? monthOfDay(next) : addMonths(monthOfDay(next), -1), today));
    moveFocus.current = true;
    setFocusDay(next);
  };

  const choose = (day: IsoDate) => {
    setStay((current) => pickDay(current, day, today));
    setFocusDay(day);
  };

  // Touch: a horizontal swipe turns a month (the grid keeps vertical scrolling, see touch-action).
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) turn(dx < 0 ? 1 : -1);
  };

  const dayName = (day: IsoDate, rate: number, holiday: string | undefined, past: boolean) =>
    [
      longDay(day, language),
      rate > 0 ? formatRate(rate, 'VND', language) : null,
      holiday ? t('holiday', { name: holiday }) : null,
      day === today ? t('today') : null,
      dayRole(stay, day) ? t(dayRole(stay, day)!) : null,
      past ? t('past') : null,
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <div className={styles.calendar} ref={rootRef} data-testid="rate-calendar">
      <p className={styles.intro}>{t('intro', { room: roomName })}</p>
      <div className={styles.nav}>
        <button type="button" className={launcher.iconButton} onClick={() => turn(-1)} disabled={!canGoBack} aria-label={t('previous')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <p className={styles.showing} aria-live="polite">
          <span className="visually-hidden">{t('showing', { first: monthLabel(months[0]!, language), second: monthLabel(months[1]!, language) })}</span>
          <span aria-hidden="true">{t('swipe')}</span>
        </p>
        <button type="button" className={launcher.iconButton} onClick={() => turn(1)} disabled={!canGoOn} aria-label={t('next')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <div className={styles.months} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)}>
        {months.map((month) => {
          const captionId = `${id}-${month.year}-${month.month}`;
          const monthHolidays = holidaysInMonth(month, holidays);
          return (
            <div key={captionId} className={styles.month}>
              <table role="grid" className={styles.grid} aria-labelledby={captionId}>
                <caption id={captionId} className={styles.caption}>
                  {monthLabel(month, language)}
                </caption>
                <thead>
                  <tr>
                    {weekdays.map((w) => (
                      <th key={w.long} scope="col" className={styles.weekday}>
                        <span aria-hidden="true">{w.short}</span>
                        <span className="visually-hidden">{w.long}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week, w) => (
                    <tr key={w}>
                      {week.map((day, d) => {
                        if (!day) return <td key={d} className={styles.blank} />;
                        const night = nightOf(room, day, today);
                        const holiday = night.holiday ? (language === 'vi' ? night.holiday.nameVi : night.holiday.name) : undefined;
                        const role = dayRole(stay, day);
                        return (
                          <td key={d} aria-selected={role ? true : undefined} className={styles.cell}>
                            <button
                              type="button"
                              className={clsx(styles.day, role && styles[role], night.holiday && styles.holiday, day === today && styles.today)}
                              data-date={day}
                              data-rate={night.rate}
                              disabled={night.past}
                              tabIndex={day === focusDay ? 0 : -1}
                              onClick={() => choose(day)}
                              onKeyDown={(event) => onKeyDown(event, day)}
                            >
                              {/* The day and its price in thousands are for the eye; the name is the hidden full text,
                                  which contains the day as shown. An aria-label over the visible "21" and "2,500"
                                  read to axe as the label "212,500", not in the name (WCAG 2.5.3, label in name). */}
                              <span className={styles.date} aria-hidden="true">
                                {Number(day.slice(8))}
                              </span>
                              <span className={styles.price} aria-hidden="true">
                                {night.past || night.rate <= 0 ? '' : thousands(night.rate, language)}
                              </span>
                              <span className="visually-hidden">{dayName(day, night.rate, holiday, night.past)}</span>
                            </button>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
              {monthHolidays.length ? (
                <ul className={styles.holidays}>
                  {monthHolidays.map((h) => (
                    <li key={h.startDate}>
                      <span className={styles.holidayDot} aria-hidden="true" />
                      {t('holidayLegend', {
                        dates: h.from === h.to ? dayMonth(h.from, language) : `${dayMonth(h.from, language)} – ${dayMonth(h.to, language)}`,
                        name: language === 'vi' ? h.nameVi : h.name,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        })}
      </div>
      <p className={styles.unit}>{t('unit')}</p>
      <div className={styles.summary} aria-live="polite" data-testid="calendar-summary">
        {quote && stay.checkIn && stay.checkOut ? (
          <>
            <div className={styles.totals}>
              <p className={styles.stay}>
                {t('stay', { nights: quote.nights, checkIn: shortDay(stay.checkIn, language), checkOut: shortDay(stay.checkOut, language) })}
              </p>
              <p className={styles.totalLine}>
                <span className={styles.totalLabel}>{t('total')}</span>
                <data className={styles.total} value={quote.total} data-testid="calendar-total">
                  {formatRate(quote.total, 'VND', language)}
                </data>
              </p>
              <p className={styles.note}>{t('totalNote')}</p>
            </div>
            <div className={styles.actions}>
              <LinkButton href={withStay(bookRoomPath(room), stay)} prefetch={false} variant="primary">
                {t('request')}
              </LinkButton>
              <button type="button" className={styles.clear} onClick={() => setStay({})}>
                {t('clear')}
              </button>
            </div>
          </>
        ) : (
          <p className={styles.prompt}>{stay.checkIn ? t('pickCheckOut') : t('pickCheckIn')}</p>
        )}
      </div>
    </div>
  );
}
