import { useLocale } from 'next-intl';
import { getImage, imageSrc, imageSrcSet, portraitSrcSet, PORTRAIT_MEDIA, type ImageId } from '@/content/images';

/**
 * A pre-sized artwork from the manifest (content/images.json): AVIF/WebP srcset, intrinsic
 * width/height so the browser reserves space (no layout shift), alt text in the page's language.
 * Renders on the server or the client (next-intl's `useLocale` works on both).
 */
export function ResponsiveImage({
  id,
  sizes,
  priority = false,
  lowPriority = false,
  className,
  alt,
  portrait = false,
}: {
  id: ImageId;
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
  /** Overrides the manifest's alt text ("" marks a decorative image). */
  alt?: string;
  /**
   * A hero filling its box (object-fit: cover): on a phone held upright, serve the hero's own portrait
   * render instead of the landscape picture.
   */
  portrait?: boolean;
}) {
  const locale = useLocale();
  const image = getImage(id);
  const largest = image.widths[image.widths.length - 1] ?? image.width;
  return (
    <picture>
      {portrait && image.hasPortrait ? (
        <>
          <source media={PORTRAIT_MEDIA} type="image/avif" srcSet={portraitSrcSet(id, 'avif')} sizes={sizes} />
          <source media={PORTRAIT_MEDIA} type="image/webp" srcSet={portraitSrcSet(id, 'webp')} sizes={sizes} />
        </>
      ) : null}
      {image.hasAvif ? <source type="image/avif" srcSet={imageSrcSet(id, 'avif')} sizes={sizes} /> : null}
      <source type="image/webp" srcSet={imageSrcSet(id, 'webp')} sizes={sizes} />
      <img
        src={imageSrc(id, largest)}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt[locale]}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : lowPriority ? 'low' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
