import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type MouseEvent, type PointerEvent, type KeyboardEvent } from 'react';
import { Picture } from '@/components/ui/picture';
import { stepForKey, stepForSwipe, type GalleryItem } from '@/lib/gallery';
import { closeDialog, showModal } from '@/hooks/modal-dialog';
import { lockBodyScroll } from '@/hooks/scroll-lock';
import styles from './lightbox.module.css';

/**
 * The full-size viewer on the native modal <dialog> (focus is trapped and Escape closes natively).
 * A click on the dialog itself, outside the image frame, closes it; a click inside the frame does not.
 * Left/right arrows and a horizontal swipe move within `images` (the current filter), wrapping.
 * Page scrolling is locked while it is open; scroll position and body styles come back on close.
 */
export function Lightbox({
  images,
  index,
  onStep,
  onClosed,
}: {
  images: readonly GalleryItem[];
  /** The open image, or null when closed. */
  index: number | null;
  onStep: (step: -1 | 1) => void;
  /** After the dialog closed (button, backdrop, Escape): the opener gets its focus back here. */
  onClosed: () => void;
}) {
  const t = useTranslations('GalleryPage');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pointer = useRef<{ x: number; y: number; onBackdrop: boolean } | null>(null);
  const swiped = useRef(false);
  const titleId = useId();
  const hintId = useId();
  const isOpen = index !== null;
  const current = index === null ? undefined : images[index];

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return;
    showModal(dialog);
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      closeDialog(dialog);
    };
  }, [isOpen]);

  const close = () => dialogRef.current && closeDialog(dialogRef.current);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = stepForKey(event.key);
    if (step === 0 || images.length < 2) return;
    event.preventDefault();
    onStep(step);
  };

  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    swiped.current = false;
    pointer.current = { x: event.clientX, y: event.clientY, onBackdrop: event.target === event.currentTarget };
  };

  const onPointerUp = (event: PointerEvent<HTMLDialogElement>) => {
    const start = pointer.current;
    if (!start || images.length < 2) return;
    const step = stepForSwipe(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) {
      swiped.current = true;
      onStep(step);
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const start = pointer.current;
    pointer.current = null;
    if (swiped.current) {
      swiped.current = false;
      return;
    }
    // Only a click that starts and ends on the dialog itself (outside the frame) is a backdrop click.
    // Keyboard "clicks" have no pointerdown, and they never target the dialog element.
    if (event.target === event.currentTarget && (start === null || start.onBackdrop)) close();
  };

  return (
    // The dialog's own keyboard handling (arrows) sits on it; its click handler only detects backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={current ? titleId : undefined}
      aria-label={current ? undefined : t('lightboxLabel')}
      aria-describedby={hintId}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pointer.current = null)}
      onClick={onClick}
    >
      <button type="button" className={styles.close} onClick={close} aria-label={t('closeLabel')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
        </svg>
        <span className={styles.closeText}>{t('close')}</span>
      </button>

      {current && index !== null ? (
        <figure className={styles.frame} data-testid="lightbox-frame">
          <Picture key={current.id} picture={current.picture} sizes="100vw" className={styles.image} />
          <figcaption className={styles.caption}>
            <h2 id={titleId} className={styles.title}>
              {current.title}
            </h2>
            {images.length > 1 ? <p className={styles.position}>{t('position', { current: index + 1, total: images.length })}</p> : null}
          </figcaption>
        </figure>
      ) : null}

      {images.length > 1 ? (
        <>
          <button type="button" className={`${styles.nav} ${styles.previous}`} onClick={() => onStep(-1)} aria-label={t('previous')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none" />
            </svg>
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => onStep(1)} aria-label={t('next')}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" fill="none" />
            </svg>
          </button>
        </>
      ) : null}
      <p id={hintId} className="visually-hidden">
        {t('hint')}
      </p>
    </dialog>
  );
}
