'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Room } from '@/content/rooms';
import { closeDialog, showModal } from '@/hooks/modal-dialog';
import styles from './calendar-launcher.module.css';

// The calendar's code (and its rate look-ups for sixty nights) is fetched only when a guest asks for
// it, so a first visit to a room page loads no more JavaScript than before. Pointing at or focusing
// the button starts the download, so it is usually there by the time of the click. React's own lazy
// (not next/dynamic, whose loader machinery every room page would carry): it is only ever rendered in
// the browser, after a click.
const loadCalendar = () => import('./rate-calendar');
const RateCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.RateCalendar })));

function Loading() {
  const t = useTranslations('RoomDetail.calendar');
  return <p className={styles.loading}>{t('loading')}</p>;
}

/**
 * "See nightly rates": opens the room's rate calendar in a modal <dialog> (the platform gives focus
 * trapping, Escape and the backdrop; hooks/modal-dialog.ts stands in where it lacks <dialog>). The
 * calendar stays mounted once opened, so closing and reopening keeps the chosen dates.
 */
export function CalendarLauncher({ room, roomName, className }: { room: Room; roomName: string; className?: string }) {
  const t = useTranslations('RoomDetail.calendar');
  const [opened, setOpened] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!opened || !dialog) return;
    showModal(dialog);
    // A click on the backdrop (the dialog element itself, outside its panel) closes it, as Escape does.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) closeDialog(dialog);
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, [opened]);

  const open = () => {
    if (opened && dialogRef.current) showModal(dialogRef.current);
    else setOpened(true);
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={open}
        onPointerEnter={loadCalendar}
        onFocus={loadCalendar}
        aria-haspopup="dialog"
        data-testid="open-calendar"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <path d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5" />
        </svg>
        {t('open')}
      </button>
      {opened ? (
        <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
          <div className={styles.panel}>
            <div className={styles.head}>
              <h2 id={titleId} className={styles.title}>
                {t('title')}
              </h2>
              <button type="button" className={styles.iconButton} onClick={() => dialogRef.current && closeDialog(dialogRef.current)} aria-label={t('close')}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
            <Suspense fallback={<Loading />}>
              <RateCalendar room={room} roomName={roomName} />
            </Suspense>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
