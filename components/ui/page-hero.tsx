import clsx from 'clsx';
import type { ReactNode } from 'react';
import { getImage, type ImageId } from '@/content/images';
import { heroAlt } from '@/lib/image-alt';
import { BackLink } from './back-link';
import { ResponsiveImage } from './responsive-image';
import styles from './page-hero.module.css';
import { EyebrowText } from './eyebrow-text';

/** A page's opening image with its h1. The image is the LCP element, so it loads eagerly. */
export function PageHero({
  image,
  eyebrow,
  title,
  subtitle,
  back,
  compact = false,
  children,
}: {
  image: ImageId;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  back?: { href: string; label: string };
  compact?: boolean;
  children?: ReactNode;
}) {
  // A full hero on an upright phone is a tall box: without its own portrait render it would crop and upscale the
  // landscape file. Only heroes shown compact may do without one (content/images.json "portrait": false).
  if (!compact && !getImage(image).hasPortrait) throw new Error(`${image} has no portrait version: a full page hero needs one`);
  return (
    <header className={clsx(styles.hero, compact && styles.compact)} data-hero={compact ? 'compact' : 'full'}>
      <div className={styles.media}>
        {/* Described when it shows one of our places, else decorative (lib/image-alt, docs/SEO.md). */}
        {/* A compact hero shows its picture whole above the text on a phone (page-hero.module.css), so it
            keeps the landscape file there; a full one fills a tall box with its own portrait render. */}
        <ResponsiveImage id={image} sizes="100vw" priority portrait={!compact} alt={heroAlt(image)} />
      </div>
      <div className={clsx('container', styles.content)}>
        {back ? <BackLink href={back.href} label={back.label} className={styles.back} tone="light" /> : null}
        {eyebrow ? (
          <p className={styles.eyebrow}>
            <EyebrowText>{eyebrow}</EyebrowText>
          </p>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}
