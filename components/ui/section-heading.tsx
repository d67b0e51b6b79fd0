import { Link } from '@/components/i18n/link';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './section-heading.module.css';
import { EyebrowText } from './eyebrow-text';

/** Eyebrow, h2 (optionally a link to the section's page), gold rule and intro. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  href,
  align = 'center',
  as: Heading = 'h2',
  id,
  flush = false,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  href?: string;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2';
  id?: string;
  /** Inside a block that spaces its own children (no section gap below). */
  flush?: boolean;
}) {
  return (
    <div className={clsx(styles.heading, align === 'center' && styles.center, flush && styles.flush)}>
      {eyebrow ? (
        <p className={styles.eyebrow}>
          <EyebrowText>{eyebrow}</EyebrowText>
        </p>
      ) : null}
      <Heading className={styles.title} id={id}>
        {href ? <Link href={href}>{title}</Link> : title}
      </Heading>
      <span className={styles.rule} aria-hidden="true" />
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
