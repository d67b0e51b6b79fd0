import { GALLERY_IMAGES } from '@/lib/gallery-images';
import { getImage } from '@/content/images';
import { GALLERY_CATEGORIES } from '@/lib/gallery';

describe('gallery content from the art manifest', () => {
  it('has at least 36 images across all four categories, each once', () => {
    expect(GALLERY_IMAGES.length).toBeGreaterThanOrEqual(36);
    for (const category of GALLERY_CATEGORIES) {
      expect(GALLERY_IMAGES.filter((i) => i.category === category).length).toBeGreaterThan(0);
    }
    expect(new Set(GALLERY_IMAGES.map((i) => i.id)).size).toBe(GALLERY_IMAGES.length);
  });

  it('never shows guest avatars or page heroes, and each image keeps its manifest category', () => {
    for (const image of GALLERY_IMAGES) {
      const art = getImage(image.id);
      expect(art.kind).toBe('card');
      expect(art.category).toBe(image.category);
    }
  });

  it('puts rooms in "hotel", venues in "dining", the pool in "amenities" and attractions in "explore"', () => {
    const categoryOf = (id: string) => GALLERY_IMAGES.find((i) => i.id === id)?.category;
    expect(categoryOf('room-family-suite-1')).toBe('hotel');
    expect(categoryOf('skybar')).toBe('dining');
    expect(categoryOf('rooftop-pool')).toBe('amenities');
    expect(categoryOf('attraction-clock-tower')).toBe('explore');
  });

  it('gives every image a title and alt text in English and Vietnamese', () => {
    for (const { id } of GALLERY_IMAGES) {
      const { alt, title } = getImage(id);
      expect([alt.en, alt.vi, title.en, title.vi].every((text) => text.trim().length > 0)).toBe(true);
    }
  });
});
