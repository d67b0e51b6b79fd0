import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { GALLERY_FILTERS, type GalleryFilter } from '@/lib/gallery';
import styles from './gallery.module.css';

/** A toggle group: one pressed button per category; Tab reaches each, Enter or Space picks it. */
export function GalleryFilters({ value, onChange }: { value: GalleryFilter; onChange: (filter: GalleryFilter) => void }) {
  const t = useTranslations('GalleryPage');
  return (
    <div className={styles.filters} role="group" aria-labelledby="gallery-filter-label">
      <span id="gallery-filter-label" className={styles.filterLabel}>
        {t('filterLabel')}
      </span>
      {GALLERY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={clsx(styles.filter, filter === value && styles.filterActive)}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
