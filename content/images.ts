// Typed access to the image manifest (content/images.json), shared by the site and scripts/art.
import photos from './data/photos.json';
import data from './images.json';
import { fileOf, srcSetOf, type ImageFormat, type PictureData } from './image-files';

type Manifest = typeof data;
export type ImageId = keyof Manifest['images'];
export type ImageKind = keyof Manifest['kinds'];
export type ImageCategory = 'hotel' | 'dining' | 'amenities' | 'explore' | 'people';
export type { ImageFormat, PictureData } from './image-files';

export interface LocalizedText {
  en: string;
  vi: string;
}

export interface ArtImage {
  id: ImageId;
  kind: ImageKind;
  category: ImageCategory;
  alt: LocalizedText;
  title: LocalizedText;
  /** Pixel width of the largest rendition. */
  width: number;
  /** Pixel height of the largest rendition. */
  height: number;
  /** Available widths, ascending. */
  widths: number[];
  /** AVIF renditions exist (heroes and cards). */
  hasAvif: boolean;
  /**
   * A phone version exists (heroes, unless their entry says `"portrait": false`): rendered for a 3:4 portrait frame,
   * see portraitSrcSet.
   */
  hasPortrait: boolean;
  /**
   * How far down the landscape picture its subject sits, in percent (50: the middle). A hero fills its
   * box by cover, and a wide screen keeps only a band of it: the band is placed around this line.
   */
  focusY: number;
}

interface KindSpec {
  ratio: [number, number];
  widths: number[];
  /** AVIF files beside the WebP ones (heroes and cards; avatars are monograms of a few hundred bytes). */
  avif?: boolean;
}

interface ImageEntry {
  kind: ImageKind;
  category: ImageCategory;
  alt: LocalizedText;
  title: LocalizedText;
  focusY?: number;
  /**
   * false: a hero shown only in a compact page hero (components/ui/page-hero.tsx), which a phone shows whole above its
   * text from the landscape file, so it has no portrait version to render, encode or commit.
   */
  portrait?: boolean;
}

const kinds = data.kinds as Record<ImageKind, KindSpec>;

// Photos uploaded in /admin/ (content/data/photos.json): a photo in place of a picture brings its own
// alt text and title; a new picture is added (its files are written at build, scripts/art/photos.mjs).
interface UploadedPhoto {
  id: string;
  kind?: ImageKind;
  category?: ImageCategory;
  alt: LocalizedText;
  title: LocalizedText;
}
const entries = { ...data.images } as Record<ImageId, ImageEntry>;
for (const photo of photos.photos as UploadedPhoto[]) {
  const known = entries[photo.id as ImageId] as ImageEntry | undefined;
  entries[photo.id as ImageId] = {
    kind: photo.kind ?? known?.kind ?? 'card',
    category: photo.category ?? known?.category ?? 'hotel',
    ...(known?.portrait === undefined ? {} : { portrait: known.portrait }),
    alt: photo.alt,
    title: photo.title,
  };
}

const imageIds = Object.keys(entries) as ImageId[];

function build(id: ImageId): ArtImage {
  const entry = entries[id];
  const spec = kinds[entry.kind];
  const widths = [...spec.widths].sort((a, b) => a - b);
  const width = widths.reduce((max, w) => Math.max(max, w), 0);
  const [rw, rh] = spec.ratio;
  return {
    id,
    kind: entry.kind,
    category: entry.category,
    alt: entry.alt,
    title: entry.title,
    width,
    height: Math.round((width * rh) / rw),
    widths,
    hasAvif: spec.avif === true,
    hasPortrait: entry.kind === 'hero' && entry.portrait !== false,
    focusY: entry.focusY ?? 50,
  };
}

const cache = new Map<ImageId, ArtImage>(imageIds.map((id) => [id, build(id)]));

export function isImageId(value: string): value is ImageId {
  return Object.prototype.hasOwnProperty.call(entries, value);
}

export function getImage(id: ImageId): ArtImage {
  const image = cache.get(id);
  if (!image) throw new Error(`Unknown image id: ${String(id)}`);
  return image;
}

/** URL of one rendition, e.g. imageSrc('home-hero', 960) -> "/images/home-hero-960.webp". */
export function imageSrc(id: ImageId, width?: number, format: ImageFormat = 'webp'): string {
  const image = getImage(id);
  const w = width === undefined ? image.width : (image.widths.find((x) => x >= width) ?? image.width);
  return fileOf(id, w, format);
}

/** srcset string, e.g. "/images/x-640.webp 640w, /images/x-960.webp 960w". */
export function imageSrcSet(id: ImageId, format: ImageFormat = 'webp'): string {
  const image = getImage(id);
  if (format === 'avif' && !image.hasAvif) return '';
  return srcSetOf(id, image.widths, format);
}

/** The heroes' phone version: its ratio and widths (content/images.json "portrait"). */
export const PORTRAIT: { ratio: [number, number]; widths: number[] } = {
  ratio: data.portrait.ratio as [number, number],
  widths: [...data.portrait.widths].sort((a, b) => a - b),
};

export { PORTRAIT_MEDIA } from './image-files';

/**
 * srcset of a hero's phone version, e.g. "/images/home-hero-portrait-480.webp 480w, …"; '' when the
 * image has none.
 */
export function portraitSrcSet(id: ImageId, format: ImageFormat = 'webp'): string {
  if (!getImage(id).hasPortrait) return '';
  return srcSetOf(id, PORTRAIT.widths, format, '-portrait');
}

/** What a <picture> of the image needs, its alt text in one language: for client components (content/image-files.ts). */
export function pictureOf(id: ImageId, language: keyof LocalizedText): PictureData {
  const image = getImage(id);
  return {
    id,
    widths: image.widths,
    width: image.width,
    height: image.height,
    avif: image.hasAvif,
    portraitWidths: image.hasPortrait ? PORTRAIT.widths : [],
    alt: image.alt[language],
    ...(image.focusY === 50 ? {} : { focusY: image.focusY }),
  };
}

const shareIds = new Set<string>(data.share);

/** Ids with their own 1200x630 share image: every hero, each room's first picture, each venue's dish. */
export const hasShareImage = (id: ImageId): boolean => getImage(id).kind === 'hero' || shareIds.has(id);

/**
 * Open Graph preview (1200x630 JPEG) of an image, e.g. ogImage('room-family-suite-1') ->
 * "/images/og/room-family-suite-1.jpg"; undefined when the art pipeline writes none for that id.
 */
export function ogImage(id: ImageId): string | undefined {
  return hasShareImage(id) ? `/images/og/${id}.jpg` : undefined;
}

export const allImages: ArtImage[] = imageIds.map((id) => getImage(id));
