/**
 * Room detail slideshow rules (docs/REQUIREMENTS.md §4 and §5): previous/next wrap around, a dot or a
 * thumbnail selects that image, an index out of range is ignored. Auto-advance every 5000 ms.
 */
export const SLIDESHOW_DELAY_MS = 5000;

export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);

export const previousSlide = (index: number, count: number) => (count > 0 ? (index - 1 + count) % count : 0);

/** The requested index if it is a whole number in range, otherwise the current one. */
export const selectSlide = (current: number, requested: number, count: number) =>
  Number.isInteger(requested) && requested >= 0 && requested < count ? requested : current;
