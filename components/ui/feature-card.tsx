import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { ImageId } from '@/content/images';
import styles from './feature-card.module.css';

/**
 * An information card: image, kicker, title, description, a highlighted note and its own actions
 * (call links). Unlike ImageCard it has no stretched link: the card is not a link, its actions are.
 * `layout="row"` sets image and text side by side on wide screens (alternating in a list).
 */
export function FeatureCard({
  id,
  image,
  kicker,
  title,
  description,
  note,
  noteLabel,
  actions,
  layout = 'card',
  sizes = '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw',
}: {
  id?: string;
  image: ImageId;
  kicker?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  note?: ReactNode;
  noteLabel?: ReactNode;
  actions?: ReactNode;
  layout?: 'card' | 'row';
  sizes?: string;
}) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <article id={id} className={clsx(styles.card, layout === 'row' && styles.row)} aria-labelledby={titleId}>
      <div className={styles.media}>
        <ResponsiveImage id={image} sizes={sizes} />
      </div>
      <div className={styles.body}>
        {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
        <h3 className={styles.title} id={titleId}>
          {title}
        </h3>
        <p className={styles.description}>{description}</p>
        {note ? (
          <p className={styles.note}>
            {noteLabel ? <strong className={styles.noteLabel}>{noteLabel}</strong> : null}
            <span>{note}</span>
          </p>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </article>
  );
}
