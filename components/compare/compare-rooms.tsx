'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from '@/components/i18n/link';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { FACILITIES } from '@/content/facilities';
import { bookRoomPath, roomPath, ROOMS, type Room } from '@/content/rooms';
import { HOTEL_KEYS, site } from '@/content/site';
import { compareQuery, DEFAULT_COMPARE, differs, facilityRows, MAX_COMPARE, parseCompare, roomFromKey, roomKey, setColumn } from '@/lib/compare';
import type { Language } from '@/lib/i18n/language';
import { formatRate } from '@/lib/rates';
import { roomQuote, startingRate } from '@/lib/room-rate';
import { useHotelToday } from '@/components/rooms/use-hotel-today';
import { useRoomTexts } from '@/components/rooms/use-room-text';
import styles from './compare-rooms.module.css';

interface FactRow {
  key: string;
  label: string;
  values: Array<{ text: ReactNode; compareBy: unknown }>;
}

/**
 * /accommodation/compare/: up to three rooms of either hotel side by side, differences highlighted.
 * Pre-rendered with DEFAULT_COMPARE; after hydration the selection in the address (`?rooms=...`)
 * replaces it, and every change is written back with replaceState, so the address is always the link
 * to share (and survives the language switch, which keeps the query).
 */
export function CompareRooms() {
  const t = useTranslations('Compare');
  const tInfo = useTranslations('RoomInfo');
  const tCommon = useTranslations('Common');
  const language = useLocale() as Language;
  const roomText = useRoomTexts();
  const today = useHotelToday();
  const [rooms, setRooms] = useState<readonly Room[]>(DEFAULT_COMPARE);
  const [restored, setRestored] = useState(false);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const id = useId();

  useEffect(() => {
    const shared = parseCompare(window.location.search);
    /* eslint-disable react-hooks/set-state-in-effect -- the address is only readable after hydration (static export) */
    if (shared) setRooms(shared);
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  const change = (index: number, key: string) => {
    const next = setColumn(rooms, index, key ? roomFromKey(key) : undefined);
    setRooms(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${compareQuery(next)}${window.location.hash}`);
  };

  const money = (amount: number) => (amount > 0 ? <data value={amount}>{formatRate(amount, 'VND', language)}</data> : tInfo('onRequest'));
  const hotelName = (room: Room) => site.hotels[room.hotel].name;

  const facts: FactRow[] = [
    { key: 'hotel', label: t('hotel'), values: rooms.map((r) => ({ text: hotelName(r), compareBy: r.hotel })) },
    { key: 'size', label: tInfo('sizeLabel'), values: rooms.map((r) => ({ text: tInfo('size', { size: r.sizeM2 }), compareBy: r.sizeM2 })) },
    { key: 'view', label: tInfo('viewLabel'), values: rooms.map((r) => ({ text: tInfo(`view.${r.view}`), compareBy: r.view })) },
    { key: 'adults', label: tInfo('adultsLabel'), values: rooms.map((r) => ({ text: tInfo('adults', { count: r.adults }), compareBy: r.adults })) },
    { key: 'children', label: tInfo('childrenLabel'), values: rooms.map((r) => ({ text: tInfo('children', { count: r.children }), compareBy: r.children })) },
    { key: 'beds', label: tInfo('bedsLabel'), values: rooms.map((r) => ({ text: tInfo(`beds.${r.beds}`), compareBy: r.beds })) },
    {
      key: 'tonight',
      label: t('tonight'),
      values: rooms.map((r) => {
        // Tonight's rate is the visitor's, never the build's: a placeholder until hydration has the day.
        const quote = today ? roomQuote(r, today) : null;
        const holiday = quote?.holiday ? (language === 'vi' ? quote.holiday.nameVi : quote.holiday.name) : undefined;
        return {
          text: quote ? (
            <>
              <span className={styles.price}>{money(quote.rate)}</span>
              {holiday ? <span className={styles.badge}>{tInfo('holidayBadge', { name: holiday })}</span> : null}
            </>
          ) : (
            <span className={styles.placeholder} aria-hidden="true" />
          ),
          compareBy: quote?.rate,
        };
      }),
    },
    {
      key: 'from',
      label: t('fromRate'),
      values: rooms.map((r) => ({
        text: (
          <>
            <span className={styles.price}>{money(startingRate(r))}</span>
            <span className={styles.subtle}>{t('fromNote')}</span>
          </>
        ),
        compareBy: startingRate(r),
      })),
    },
  ];
  const facilities = facilityRows(rooms);
  const columns: Array<Room | undefined> = rooms.length < MAX_COMPARE ? [...rooms, undefined] : [...rooms];
  const visibleFacts = facts.filter((f) => !onlyDifferences || differs(f.values.map((v) => v.compareBy)));
  const visibleFacilities = facilities.filter((f) => !onlyDifferences || f.differs);
  const pad = (count: number) => Array.from({ length: count }, (_, i) => <td key={`pad-${i}`} className={styles.empty} />);
  const emptyColumns = columns.length - rooms.length;

  const rowHeader = (label: string, highlighted: boolean) => (
    <th scope="row" className={styles.rowHeader}>
      {label}
      {highlighted ? <span className="visually-hidden"> ({t('differs')})</span> : null}
    </th>
  );

  return (
    <>
      <PageHero
        image="accommodation-hero"
        compact
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('intro')}
        back={{ href: '/accommodation/', label: t('back') }}
      />
      <section className={`container ${styles.section}`} aria-labelledby={`${id}-caption`}>
        <div className={styles.toolbar}>
          <label className={styles.toggle}>
            <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
            <span>{t('onlyDifferences')}</span>
          </label>
          <p className={styles.legend}>
            <span className={styles.swatch} aria-hidden="true" />
            {t('differsNote')}
          </p>
        </div>
        <p className={styles.hint}>{t('scrollHint')}</p>
        {/* Scrolls sideways on phones; tabbing to a column's select or link scrolls it into view. */}
        <div className={styles.scroller} role="region" aria-labelledby={`${id}-caption`} data-testid="compare" data-state={restored ? 'ready' : 'default'}>
          <table className={styles.table} style={{ ['--columns' as string]: columns.length }}>
            <caption id={`${id}-caption`} className="visually-hidden">
              {t('caption')}
            </caption>
            <thead>
              <tr>
                <td className={styles.corner} />
                {columns.map((room, index) => {
                  const selectId = `${id}-room-${index}`;
                  return (
                    <th key={room ? roomKey(room) : 'add'} scope="col" className={styles.columnHead} data-testid={room ? 'compare-column' : 'compare-add'}>
                      {room ? (
                        <div className={styles.media}>
                          <ResponsiveImage id={room.images[0]!} sizes="(min-width: 992px) 20rem, 14rem" alt="" />
                        </div>
                      ) : (
                        <div className={clsx(styles.media, styles.mediaEmpty)} aria-hidden="true">
                          <span>+</span>
                        </div>
                      )}
                      {room ? (
                        <>
                          <p className={styles.kicker}>{hotelName(room)}</p>
                          <p className={styles.name}>
                            <Link href={roomPath(room)}>{roomText(room).name}</Link>
                          </p>
                        </>
                      ) : null}
                      <label htmlFor={selectId} className={room ? 'visually-hidden' : styles.addLabel}>
                        {room ? t('column', { index: index + 1 }) : t('add')}
                      </label>
                      <select id={selectId} className={styles.select} value={room ? roomKey(room) : ''} onChange={(e) => change(index, e.target.value)}>
                        {room ? rooms.length > 1 ? <option value="">{t('remove')}</option> : null : <option value="">{t('choose')}</option>}
                        {HOTEL_KEYS.map((hotel) => (
                          <optgroup key={hotel} label={site.hotels[hotel].name}>
                            {ROOMS[hotel].map((option) => (
                              <option key={option.slug} value={roomKey(option)}>
                                {roomText(option).name}
                              </option>
                            ))}
                          </optgroup>
                        ))}
                      </select>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {visibleFacts.map((fact) => {
                const highlighted = differs(fact.values.map((v) => v.compareBy));
                return (
                  <tr key={fact.key} className={clsx(highlighted && styles.differs)} data-differs={highlighted || undefined}>
                    {rowHeader(fact.label, highlighted)}
                    {fact.values.map((value, i) => (
                      <td key={i} className={styles.cell}>
                        {value.text}
                      </td>
                    ))}
                    {pad(emptyColumns)}
                  </tr>
                );
              })}
            </tbody>
            {visibleFacilities.length ? (
              <tbody>
                <tr className={styles.groupRow}>
                  <th scope="rowgroup" colSpan={columns.length + 1} className={styles.groupHeader}>
                    <span>{t('facilities')}</span>
                  </th>
                </tr>
                {visibleFacilities.map((row) => {
                  const name = FACILITIES[row.key].name[language];
                  return (
                    <tr
                      key={row.key}
                      className={clsx(row.differs && styles.differs)}
                      data-differs={row.differs || undefined}
                      data-testid={`facility-${row.key}`}
                    >
                      {rowHeader(name, row.differs)}
                      {row.has.map((has, i) => (
                        <td key={i} className={clsx(styles.cell, styles.mark)} data-has={has}>
                          {has ? (
                            <>
                              <svg viewBox="0 0 24 24" className={styles.check} aria-hidden="true">
                                <path d="M5 12.5l4.5 4.5L19 7.5" />
                              </svg>
                              <span className="visually-hidden">{t('included')}</span>
                            </>
                          ) : (
                            <span className={styles.missing}>{t('notIncluded')}</span>
                          )}
                        </td>
                      ))}
                      {pad(emptyColumns)}
                    </tr>
                  );
                })}
              </tbody>
            ) : null}
            <tfoot>
              <tr>
                <td className={styles.corner} />
                {rooms.map((room) => (
                  <td key={roomKey(room)} className={styles.cell}>
                    <LinkButton
                      href={bookRoomPath(room)}
                      prefetch={false}
                      variant="primary"
                      className={styles.book}
                      aria-label={`${tCommon('bookNow')}: ${roomText(room).name}`}
                    >
                      {tCommon('bookNow')}
                    </LinkButton>
                  </td>
                ))}
                {pad(emptyColumns)}
              </tr>
            </tfoot>
          </table>
        </div>
        <p className={styles.note}>{t('ratesNote')}</p>
      </section>
    </>
  );
}
