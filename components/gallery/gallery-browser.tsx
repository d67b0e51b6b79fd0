'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Picture } from '@/components/ui/picture';
import { filterByCategory, GALLERY_ROOT_MARGIN, hasMoreBatches, visibleBatch, wrapIndex, type GalleryFilter, type GalleryItem } from '@/lib/gallery';
import { GalleryFilters } from './gallery-filters';
import { Lightbox } from './lightbox';
import styles from './gallery.module.css';

const subscribeNothing = () => () => {};

/**
 * True once the page runs in the browser: false in the pre-rendered HTML and during hydration, true
 * from then on. The HTML already holds the first batch (crawlers and a visitor before the scripts
 * see the pictures, and hydration finds the same grid, so nothing moves); only "show everything"
 * for a browser without IntersectionObserver waits for this.
 */
const useBuilt = () =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

/**
 * The gallery (docs/REQUIREMENTS.md §2, §4, §8, §9): category toggle group, grid in lazy batches of 12 (the
 * next batch when a sentinel comes within 300 px; a new category starts again at one batch), the
 * empty state, and the lightbox over the current category.
 */
export function GalleryBrowser({ images }: { images: readonly GalleryItem[] }) {
  const t = useTranslations('GalleryPage');
  const built = useBuilt();
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [batches, setBatches] = useState(1);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const filtered = useMemo(() => filterByCategory(images, filter), [images, filter]);
  // Without IntersectionObserver (very old browsers) nothing would load the next batch: show all,
  // once running (the pre-rendered HTML has the first batch, like a browser that can observe).
  const canObserve = built && typeof IntersectionObserver !== 'undefined';
  const loadedBatches = canObserve || !built ? batches : Number.POSITIVE_INFINITY;
  const shown = visibleBatch(filtered, loadedBatches);
  const more = hasMoreBatches(filtered.length, loadedBatches);

  useEffect(() => {
    const target = sentinel.current;
    if (!canObserve || !more || !target) return;
    // Re-created after every batch: a fresh observer reports at once if the sentinel is still near.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setBatches((count) => count + 1);
      },
      { rootMargin: GALLERY_ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canObserve, more, batches, filter]);

  const selectFilter = (next: GalleryFilter) => {
    setFilter(next);
    setBatches(1);
  };

  const onClosed = () => {
    setOpenIndex(null);
    opener.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <GalleryFilters value={filter} onChange={selectFilter} />
      <p className={filtered.length > 0 ? styles.count : styles.empty} role="status">
        {filtered.length > 0 ? t('count', { shown: shown.length, total: filtered.length }) : t('empty')}
      </p>
      {filtered.length > 0 ? (
        <ul className={styles.grid}>
          {shown.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpenIndex(index);
                }}
              >
                <span className={styles.thumbMedia}>
                  <Picture picture={image.picture} sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw" />
                </span>
                <span className={styles.thumbTitle}>{image.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {more ? <div ref={sentinel} className={styles.sentinel} data-testid="gallery-sentinel" aria-hidden="true" /> : null}
      <Lightbox
        images={filtered}
        index={openIndex}
        onStep={(step) => setOpenIndex((index) => (index === null ? index : wrapIndex(index, step, filtered.length)))}
        onClosed={onClosed}
      />
    </>
  );
}
