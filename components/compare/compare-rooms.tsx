'use client';

import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from '@/components/i18n/link';
import { LinkButton } from '@/components/ui/link-button';
import { Picture } from '@/components/ui/picture';
import type { PictureData } from '@/content/image-files';
import type { Room } from '@/content/rooms';
import { compareQuery, differs, facilityRowsIn, MAX_COMPARE, parseSelection, roomByKey, setColumn } from '@/lib/compare-table';
import type { Language } from '@/lib/i18n/language';
import { formatVnd } from '@/lib/money';
import { sheetQuote, type RateSheet } from '@/lib/night-rate';
import { useHotelToday } from '@/components/rooms/use-hotel-today';
import styles from './compare-rooms.module.css';

/** A room as the table shows it, resolved on the server in the page's language (compare-page.tsx). */
export interface CompareRoom extends Pick<Room, 'hotel' | 'slug' | 'sizeM2' | 'view' | 'adults' | 'children' | 'beds' | 'facilities'> {
  key: string;
  hotelName: string;
  name: string;
  path: string;
  bookPath: string;
  picture: PictureData;
  /** The lowest regular nightly rate (VND), 0 when the room has none. */
  from: number;
  /** What prices tonight in the browser. */
  sheet: RateSheet;
}

interface FactRow {
  key: string;
  label: string;
  values: Array<{ text: ReactNode; compareBy: unknown }>;
}

/**
 * Up to three rooms of either hotel side by side, differences highlighted. Pre-rendered with the
 * `initial` rooms; after hydration the selection in the address (`?rooms=...`) replaces it, and every
 * change is written back with replaceState, so the address is always the link to share (and survives
 * the language switch, which keeps the query).
 */
export function CompareRooms({
  rooms: catalogue,
  hotels,
  facilities: facilityNames,
  initial,
}: {
  /** Every room a column may show, both hotels, catalogue order. */
  rooms: readonly CompareRoom[];
  hotels: readonly { key: string; name: string }[];
  /** The facilities the table may list, in order, named in the page's language. */
  facilities: readonly { key: string; name: string }[];
  /** Keys of the rooms shown before the address is read. */
  initial: readonly string[];
}) {
  const t = useTranslations('Compare');
  const tInfo = useTranslations('RoomInfo');
  const tCommon = useTranslations('Common');
  const language = useLocale() as Language;
  const today = useHotelToday();
  const find = (key: string) => roomByKey(catalogue, key);
  const [rooms, setRooms] = useState<readonly CompareRoom[]>(() => initial.flatMap((key) => find(key) ?? []));
  const [restored, setRestored] = useState(false);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const id = useId();

  useEffect(() => {
    // Once: the catalogue is the page's, the same for its whole life.
    const shared = parseSelection(window.location.search, (key) => roomByKey(catalogue, key));
    /* eslint-disable react-hooks/set-state-in-effect -- the address is only readable after hydration (static export) */
    if (shared) setRooms(shared);
    setRestored(true);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [catalogue]);

  const change = (index: number, key: string) => {
    const next = setColumn(rooms, index, key ? find(key) : undefined);
    setRooms(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${compareQuery(next)}${window.location.hash}`);
  };

  const money = (amount: number) => (amount > 0 ? <data value={amount}>{formatVnd(amount, language)}</data> : tInfo('onRequest'));

  const facts: FactRow[] = [
    { key: 'hotel', label: t('hotel'), values: rooms.map((r) => ({ text: r.hotelName, compareBy: r.hotel })) },
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
        const quote = today ? sheetQuote(r.sheet, today) : null;
        const holiday = quote?.holiday;
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
            <span className={styles.price}>{money(r.from)}</span>
            <span className={styles.subtle}>{t('fromNote')}</span>
          </>
        ),
        compareBy: r.from,
      })),
    },
  ];
  const facilities = facilityRowsIn(
    facilityNames.map((f) => f.key),
    rooms,
  );
  const facilityName = new Map(facilityNames.map((f) => [f.key, f.name]));
  const columns: Array<CompareRoom | undefined> = rooms.length < MAX_COMPARE ? [...rooms, undefined] : [...rooms];
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
                    <th key={room ? room.key : 'add'} scope="col" className={styles.columnHead} data-testid={room ? 'compare-column' : 'compare-add'}>
                      {room ? (
                        <div className={styles.media}>
                          <Picture picture={room.picture} sizes="(min-width: 992px) 20rem, 14rem" alt="" />
                        </div>
                      ) : (
                        <div className={clsx(styles.media, styles.mediaEmpty)} aria-hidden="true">
                          <span>+</span>
                        </div>
                      )}
                      {room ? (
                        <>
                          <p className={styles.kicker}>{room.hotelName}</p>
                          <p className={styles.name}>
                            <Link href={room.path}>{room.name}</Link>
                          </p>
                        </>
                      ) : null}
                      <label htmlFor={selectId} className={room ? 'visually-hidden' : styles.addLabel}>
                        {room ? t('column', { index: index + 1 }) : t('add')}
                      </label>
                      <select id={selectId} className={styles.select} value={room ? room.key : ''} onChange={(e) => change(index, e.target.value)}>
                        {room ? rooms.length > 1 ? <option value="">{t('remove')}</option> : null : <option value="">{t('choose')}</option>}
                        {hotels.map((hotel) => (
                          <optgroup key={hotel.key} label={hotel.name}>
                            {catalogue
                              .filter((option) => option.hotel === hotel.key)
                              .map((option) => (
                                <option key={option.key} value={option.key}>
                                  {option.name}
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
                  const name = facilityName.get(row.key) ?? row.key;
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
                  <td key={room.key} className={styles.cell}>
                    <LinkButton
                      href={room.bookPath}
                      prefetch={false}
                      variant="primary"
                      className={styles.book}
                      aria-label={`${tCommon('bookNow')}: ${room.name}`}
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
