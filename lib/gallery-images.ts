/**
 * The gallery's images (docs/REQUIREMENTS.md §3 "Gallery image"): every artwork of the manifest in the four
 * gallery categories (rooms and exteriors are "hotel", venues and food "dining", breakfast, pool,
 * tour, limousine and buggy "amenities", attractions and town previews "explore"). Page heroes
 * and guest avatars are not gallery pictures. Titles and alt text come from the manifest in both
 * languages. The "all" view mixes the categories (see interleaveCategories).
 */
import { allImages, getImage, pictureOf, type ImageId } from '@/content/images';
import type { Language } from '@/lib/i18n/language';
import { interleaveCategories, isGalleryCategory, type GalleryCategory, type GalleryItem } from './gallery';

export interface GalleryImage {
  id: ImageId;
  category: GalleryCategory;
}

/** A room's later slides (bathroom, balcony, detail) stay on its own page; the gallery shows its first picture. */
const isLaterRoomSlide = (id: string) => /^room-.+-[2-9]$/.test(id);
/** Home previews whose subject the gallery already shows in its own picture (the cable car; rooftop dining). */
const REPEATED_SUBJECTS = new Set<string>(['preview-cable-car', 'preview-dining']);

export const GALLERY_IMAGES: readonly GalleryImage[] = interleaveCategories(
  allImages.flatMap((image) =>
    image.kind === 'card' && isGalleryCategory(image.category) && !isLaterRoomSlide(image.id) && !REPEATED_SUBJECTS.has(image.id)
      ? [{ id: image.id, category: image.category }]
      : [],
  ),
);

/** The gallery as a page in one language hands it to the browser: titles and pictures resolved here. */
export const galleryItems = (language: Language, images: readonly GalleryImage[] = GALLERY_IMAGES): GalleryItem[] =>
  images.map(({ id, category }) => ({ id, category, title: getImage(id).title[language], picture: pictureOf(id, language) }));
