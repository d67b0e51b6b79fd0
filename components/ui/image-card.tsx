import type { ReactNode } from 'react';
import type { ImageId } from '@/content/images';
import { LinkButton, type ButtonVariant } from './link-button';
import { ResponsiveImage } from './responsive-image';
import styles from './image-card.module.css';
import { EyebrowText } from './eyebrow-text';

/** Image, kicker, title, text and one main link that makes the whole card clickable. */
export function ImageCard({
  image,
  kicker,
  title,
  description,
  meta,
  href,
  cta,
  ctaVariant = 'outline',
  headingLevel = 'h3',
  sizes = '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
  extraActions,
}: {
  image: ImageId;
  kicker?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  meta?: ReactNode;
  href: string;
  cta: ReactNode;
  ctaVariant?: ButtonVariant;
  headingLevel?: 'h2' | 'h3';
  sizes?: string;
  /** Other links; they sit above the stretched main link. */
  extraActions?: ReactNode;
}) {
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage id={image} sizes={sizes} />
      </div>
      <div className={styles.body}>
        {kicker ? (
          <p className={styles.kicker}>
            <EyebrowText>{kicker}</EyebrowText>
          </p>
        ) : null}
        <Heading className={styles.title}>{title}</Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        <div className={styles.actions}>
          <LinkButton href={href} variant={ctaVariant} className={styles.stretched}>
            {cta}
            <span className="visually-hidden">: {title}</span>
          </LinkButton>
          {extraActions ? <div style={{ position: 'relative', zIndex: 2 }}>{extraActions}</div> : null}
        </div>
      </div>
    </article>
  );
}
