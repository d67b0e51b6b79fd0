import { pictureSrc, pictureSrcSet, PORTRAIT_MEDIA, portraitSrcSetOf, type PictureData } from '@/content/image-files';

/**
 * A pre-sized artwork as a <picture>: AVIF/WebP srcset, intrinsic width/height so the browser reserves
 * space (no layout shift). Takes the picture resolved on the server (content/images.ts `pictureOf`),
 * so a client component that shows pictures does not carry the image manifest; `ResponsiveImage` is
 * the same element from an image id.
 */
export function Picture({
  picture,
  sizes,
  priority = false,
  lowPriority = false,
  className,
  alt,
  portrait = false,
}: {
  picture: PictureData;
  /** The rendered width, for the browser to choose a file, e.g. "(min-width: 992px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  /**
   * Not part of the first view even when near it (later slides, thumbnails): fetched at low
   * priority, so on a slow connection the hero and the fonts are not sharing it.
   */
  lowPriority?: boolean;
  className?: string;
  /** Overrides the picture's alt text ("" marks a decorative image). */
  alt?: string;
  /**
   * A hero filling its box (object-fit: cover): on a phone held upright, serve the hero's own portrait
   * render instead of the landscape picture.
   */
  portrait?: boolean;
}) {
  return (
    <picture>
      {portrait && picture.portraitWidths.length ? (
        <>
          <source media={PORTRAIT_MEDIA} type="image/avif" srcSet={portraitSrcSetOf(picture, 'avif')} sizes={sizes} />
          <source media={PORTRAIT_MEDIA} type="image/webp" srcSet={portraitSrcSetOf(picture, 'webp')} sizes={sizes} />
        </>
      ) : null}
      {picture.avif ? <source type="image/avif" srcSet={pictureSrcSet(picture, 'avif')} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={pictureSrcSet(picture, 'webp')} sizes={sizes} />
      <img
        src={pictureSrc(picture)}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : lowPriority ? 'low' : undefined}
        decoding={priority ? 'sync' : 'async'}
        // Only a box that crops the picture top and bottom reads this (a hero's cover on a wide screen):
        // the band it keeps is placed around the subject. A card's box has the picture's own ratio, and
        // an upright phone gets the portrait file, whose box is taller than it: neither moves.
        style={picture.focusY === undefined ? undefined : { objectPosition: `50% ${picture.focusY}%` }}
      />
    </picture>
  );
}
