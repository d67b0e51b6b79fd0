/**
 * The gallery's pure rules (docs/REQUIREMENTS.md §4 and §9): category filter, lazy batches of 12, and
 * previous/next that wrap around within the current filter. No React, no DOM: unit-tested alone.
 */
import type { PictureData } from '@/content/image-files';

export const GALLERY_CATEGORIES = ['hotel', 'dining', 'amenities', 'explore'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** A picture of the gallery as the browser gets it: resolved on the server, in the page's language. */
export interface GalleryItem {
  id: string;
  category: GalleryCategory;
  title: string;
  picture: PictureData;
}

/** The filter buttons, in order: "all" then the four categories. */
export const GALLERY_FILTERS = ['all', ...GALLERY_CATEGORIES] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];

/** Images per lazy-loading batch. */
export const GALLERY_BATCH_SIZE = 12;
/** The next batch loads when the sentinel comes within this distance of the viewport. */
export const GALLERY_ROOT_MARGIN = '300px';

export const isGalleryCategory = (value: unknown): value is GalleryCategory =>
  typeof value === 'string' && (GALLERY_CATEGORIES as readonly string[]).includes(value);

/** The images of one category, in their original order; "all" keeps every image. */
export function filterByCategory<T extends { category: GalleryCategory }>(images: readonly T[], filter: GalleryFilter): T[] {
  return filter === 'all' ? [...images] : images.filter((image) => image.category === filter);
}

/** How many images are shown after `batches` batches (never more than exist, at least one batch). */
export function visibleCount(total: number, batches: number, batchSize = GALLERY_BATCH_SIZE): number {
  if (batches === Number.POSITIVE_INFINITY) return Math.max(0, total);
  const safeBatches = Number.isFinite(batches) ? Math.max(1, Math.floor(batches)) : 1;
  return Math.max(0, Math.min(total, safeBatches * batchSize));
}

/** The images shown after `batches` batches. */
export function visibleBatch<T>(images: readonly T[], batches: number, batchSize = GALLERY_BATCH_SIZE): T[] {
  return images.slice(0, visibleCount(images.length, batches, batchSize));
}

/** Whether another batch is left to load. */
export const hasMoreBatches = (total: number, batches: number, batchSize = GALLERY_BATCH_SIZE) => visibleCount(total, batches, batchSize) < total;

/** The index `step` places away from `index`, wrapping at both ends (lightbox previous/next). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return -1;
  return (((index + step) % length) + length) % length;
}

export const nextIndex = (index: number, length: number) => wrapIndex(index, 1, length);
export const previousIndex = (index: number, length: number) => wrapIndex(index, -1, length);

/** The lightbox step for a key: ArrowRight moves on, ArrowLeft moves back, anything else nothing. */
export function stepForKey(key: string): -1 | 0 | 1 {
  if (key === 'ArrowRight') return 1;
  if (key === 'ArrowLeft') return -1;
  return 0;
}

/** A horizontal swipe at least this long (CSS px) moves the lightbox. */
export const SWIPE_THRESHOLD = 50;

/**
 * The lightbox step for a pointer gesture: a mostly horizontal movement of at least the threshold.
 * Swiping left (finger moves left) shows the next image, swiping right the previous one.
 */
export function stepForSwipe(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Mixes the categories for the "all" view: one image of each category in turn (hotel, dining,
 * amenities, explore, hotel...), keeping each category's own order, so the first batch shows
 * a bit of everything. Filtering a category afterwards gives that category's original order.
 */
export function interleaveCategories<T extends { category: GalleryCategory }>(images: readonly T[]): T[] {
  const queues = GALLERY_CATEGORIES.map((category) => images.filter((image) => image.category === category));
  const rounds = Math.max(0, ...queues.map((queue) => queue.length));
  const mixed: T[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const queue of queues) {
      const image = queue[round];
      if (image) mixed.push(image);
    }
  }
  return mixed;
}
