/**
 * The files of one picture and how a <picture> lists them, with no manifest behind it: a client
 * component that shows pictures (gallery, compare) is handed pictures resolved on the server
 * (content/images.ts `pictureOf`) instead of the whole manifest with its alt text in both languages.
 */
/** Where a hero's phone version is shown: a phone held upright (the page-hero phone breakpoint). */
export const PORTRAIT_MEDIA = '(max-width: 767.98px) and (orientation: portrait)';

export type ImageFormat = 'webp' | 'avif';

export interface PictureData {
  /** The image id: its files are /images/{id}-{width}.{format}. */
  id: string;
  /** Available widths, ascending. */
  widths: readonly number[];
  /** Pixel size of the largest rendition (the box the browser reserves). */
  width: number;
  height: number;
  /** AVIF renditions exist (heroes and cards). */
  avif: boolean;
  /** Widths of the phone (3:4) version, empty when it has none. */
  portraitWidths: readonly number[];
  /** In the page's language. */
  alt: string;
  /** Where the subject sits, top to bottom in percent, when not the middle (content/images.ts ArtImage). */
  focusY?: number;
}

/** One rendition's address, e.g. "/images/home-hero-960.webp" ("-portrait" before the width for a phone version). */
export const fileOf = (id: string, width: number, format: ImageFormat, suffix = '') => `/images/${id}${suffix}-${width}.${format}`;

/** srcset string, e.g. "/images/x-640.webp 640w, /images/x-960.webp 960w". */
export const srcSetOf = (id: string, widths: readonly number[], format: ImageFormat, suffix = '') =>
  widths.map((w) => `${fileOf(id, w, format, suffix)} ${w}w`).join(', ');

export const pictureSrcSet = (picture: PictureData, format: ImageFormat) =>
  format === 'avif' && !picture.avif ? '' : srcSetOf(picture.id, picture.widths, format);

export const portraitSrcSetOf = (picture: PictureData, format: ImageFormat) => srcSetOf(picture.id, picture.portraitWidths, format, '-portrait');

/** The largest WebP: the <img> fallback. */
export const pictureSrc = (picture: PictureData) => fileOf(picture.id, picture.widths[picture.widths.length - 1] ?? picture.width, 'webp');
