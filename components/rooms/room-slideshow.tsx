'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { nextSlide, previousSlide, selectSlide, SLIDESHOW_DELAY_MS } from '@/lib/slideshow';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import styles from './room-slideshow.module.css';

const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

/**
 * The room's photos (docs/REQUIREMENTS.md §4 "Room detail slideshow"): previous/next wrap around, dots and
 * thumbnails select an image, arrow keys (and Home/End) work anywhere inside. It advances every
 * 5000 ms, pauses while the pointer is over the main image or keyboard focus is inside it,
 * resumes when they leave, restarts the wait after any manual change, has a pause button, and
 * never moves by itself under prefers-reduced-motion. The pictures come rendered (room-photos.tsx,
 * on the server), so the image manifest stays out of the page's JavaScript.
 */
export interface Slide {
  id: string;
  picture: ReactNode;
  thumbnail: ReactNode;
  /** The picture's alt text, for its thumbnail's name. */
  alt: string;
}

export function RoomSlideshow({ slides, label }: { slides: readonly Slide[]; label: string }) {
  const t = useTranslations('RoomDetail');
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // Bumped by every manual change, so the auto-advance wait starts again from zero.
  const [manualChanges, setManualChanges] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Nothing moves by itself before hydration has read the visitor's preference.
  const reducedMotion = useReducedMotion(true);
  const thumbnailsRef = useRef<HTMLDivElement>(null);

  const autoAdvance = !reducedMotion && !stopped && count > 1;
  const running = autoAdvance && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), SLIDESHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, manualChanges, count]);

  const go = useCallback(
    (target: number) => {
      setIndex((current) => selectSlide(current, target, count));
      setManualChanges((n) => n + 1);
    },
    [count],
  );
  const previous = () => go(previousSlide(index, count));
  const next = () => go(nextSlide(index, count));

  // Arrow keys (and Home/End) anywhere inside the slideshow. A native listener: the section itself
  // is not a control, the buttons inside it are.
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || count < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const keys: Record<string, number> = { ArrowLeft: previousSlide(index, count), ArrowRight: nextSlide(index, count), Home: 0, End: count - 1 };
      const target = keys[event.key];
      if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      go(target);
      // Keep a keyboard user on the thumbnail of the image they moved to.
      if (thumbnailsRef.current?.contains(document.activeElement)) {
        thumbnailsRef.current.querySelectorAll('button')[target]?.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [index, count, go]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const slideLabel = (i: number) => t('slide', { index: i + 1, count });

  return (
    <section className={styles.slideshow} aria-roledescription="carousel" aria-label={label} ref={rootRef} data-testid="room-slideshow">
      <div
        className={styles.viewport}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={onFocus}
        onBlur={onBlur}
        data-testid="slideshow-main"
      >
        {/* Every slide at low priority, the first too: the hero above shows the room's own first
            picture (the page's largest image), and on a slow phone it should not share the line. */}
        <div className={styles.slides} aria-live={running ? 'off' : 'polite'}>
          {slides.map(({ id, picture }, i) => (
            <div
              key={id}
              className={clsx(styles.slide, i === index && styles.active)}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i)}
              aria-hidden={i === index ? undefined : true}
              data-active={i === index ? 'true' : undefined}
            >
              {picture}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button type="button" className={clsx(styles.arrow, styles.previous)} onClick={previous} aria-label={t('previous')}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
            <button type="button" className={clsx(styles.arrow, styles.next)} onClick={next} aria-label={t('next')}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
            {!reducedMotion ? (
              <button type="button" className={styles.toggle} onClick={() => setStopped((s) => !s)} aria-label={stopped ? t('play') : t('pause')}>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  {stopped ? <path d="M8 5v14l11-7z" className={styles.fill} /> : <path d="M9 5v14M15 5v14" />}
                </svg>
              </button>
            ) : null}
            {/* Dots: a pointer shortcut; keyboard and screen readers use the thumbnails below. */}
            <div className={styles.dots} aria-hidden="true">
              {slides.map(({ id }, i) => (
                <button
                  key={id}
                  type="button"
                  tabIndex={-1}
                  className={clsx(styles.dot, i === index && styles.dotActive)}
                  onClick={() => go(i)}
                  data-testid="slideshow-dot"
                />
              ))}
            </div>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className={styles.thumbnails} role="group" aria-label={t('thumbnails')} ref={thumbnailsRef}>
          {slides.map(({ id, thumbnail, alt }, i) => (
            <button
              key={id}
              type="button"
              className={clsx(styles.thumb, i === index && styles.thumbActive)}
              onClick={() => go(i)}
              aria-label={`${slideLabel(i)}: ${alt}`}
              aria-current={i === index ? 'true' : undefined}
            >
              {thumbnail}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
