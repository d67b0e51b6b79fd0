import {
  filterByCategory,
  GALLERY_BATCH_SIZE,
  GALLERY_FILTERS,
  GALLERY_ROOT_MARGIN,
  hasMoreBatches,
  interleaveCategories,
  nextIndex,
  previousIndex,
  stepForKey,
  stepForSwipe,
  visibleBatch,
  visibleCount,
  wrapIndex,
  type GalleryCategory,
} from '@/lib/gallery';

const image = (id: string, category: GalleryCategory) => ({ id, category });
const IMAGES = [
  image('h1', 'hotel'),
  image('h2', 'hotel'),
  image('h3', 'hotel'),
  image('d1', 'dining'),
  image('d2', 'dining'),
  image('a1', 'amenities'),
  image('e1', 'explore'),
];

describe('gallery constants (REQUIREMENTS §9)', () => {
  it('loads 12 per batch, 300 px ahead, with the five filters in order', () => {
    expect(GALLERY_BATCH_SIZE).toBe(12);
    expect(GALLERY_ROOT_MARGIN).toBe('300px');
    expect(GALLERY_FILTERS).toEqual(['all', 'hotel', 'dining', 'amenities', 'explore']);
  });
});

describe('filterByCategory', () => {
  it('"all" keeps every image in order', () => {
    expect(filterByCategory(IMAGES, 'all')).toEqual(IMAGES);
  });

  it('a category keeps only its own images, in order', () => {
    expect(filterByCategory(IMAGES, 'hotel').map((i) => i.id)).toEqual(['h1', 'h2', 'h3']);
    expect(filterByCategory(IMAGES, 'explore').map((i) => i.id)).toEqual(['e1']);
  });

  it('an empty category gives an empty list', () => {
    expect(
      filterByCategory(
        IMAGES.filter((i) => i.category !== 'dining'),
        'dining',
      ),
    ).toEqual([]);
  });

  it('does not change its input', () => {
    const copy = [...IMAGES];
    filterByCategory(IMAGES, 'all').pop();
    expect(IMAGES).toEqual(copy);
  });
});

describe('batches', () => {
  const forty = Array.from({ length: 40 }, (_, i) => i);

  it('shows 12, then 24, 36 and finally all 40', () => {
    expect(visibleBatch(forty, 1)).toHaveLength(12);
    expect(visibleBatch(forty, 2)).toHaveLength(24);
    expect(visibleBatch(forty, 3)).toHaveLength(36);
    expect(visibleBatch(forty, 4)).toEqual(forty);
    expect(visibleBatch(forty, 9)).toEqual(forty);
  });

  it('knows when another batch is left', () => {
    expect(hasMoreBatches(40, 1)).toBe(true);
    expect(hasMoreBatches(40, 3)).toBe(true);
    expect(hasMoreBatches(40, 4)).toBe(false);
    expect(hasMoreBatches(12, 1)).toBe(false);
    expect(hasMoreBatches(0, 1)).toBe(false);
  });

  it('always shows at least the first batch, never more than exist', () => {
    expect(visibleCount(40, 0)).toBe(12);
    expect(visibleCount(5, 1)).toBe(5);
    expect(visibleCount(0, 3)).toBe(0);
    expect(visibleCount(40, Number.POSITIVE_INFINITY)).toBe(40);
    expect(visibleCount(40, Number.NaN)).toBe(12);
  });
});

describe('previous / next wrap within the list', () => {
  it('moves on and back, wrapping at both ends', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(4, 5)).toBe(0);
    expect(previousIndex(0, 5)).toBe(4);
    expect(previousIndex(3, 5)).toBe(2);
    expect(wrapIndex(2, 7, 5)).toBe(4);
    expect(wrapIndex(0, -6, 5)).toBe(4);
  });

  it('a single image stays itself; an empty list has no index', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(-1);
  });
});

describe('keys and swipes', () => {
  it('ArrowRight is next, ArrowLeft previous, other keys nothing', () => {
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('ArrowLeft')).toBe(-1);
    expect(stepForKey('Enter')).toBe(0);
    expect(stepForKey('ArrowUp')).toBe(0);
  });

  it('a swipe to the left is next, to the right previous; short or vertical moves are nothing', () => {
    expect(stepForSwipe(-80, 10)).toBe(1);
    expect(stepForSwipe(90, -5)).toBe(-1);
    expect(stepForSwipe(-30, 0)).toBe(0);
    expect(stepForSwipe(-60, 120)).toBe(0);
    expect(stepForSwipe(0, 0)).toBe(0);
    expect(stepForSwipe(Number.NaN, 0)).toBe(0);
  });
});

describe('interleaveCategories', () => {
  it('takes one image of each category in turn, keeping each category in order', () => {
    expect(interleaveCategories(IMAGES).map((i) => i.id)).toEqual(['h1', 'd1', 'a1', 'e1', 'h2', 'd2', 'h3']);
  });

  it('keeps every image exactly once', () => {
    expect(interleaveCategories(IMAGES)).toHaveLength(IMAGES.length);
    expect(interleaveCategories([])).toEqual([]);
  });
});
