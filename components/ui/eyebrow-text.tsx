import { Fragment, type ReactNode } from 'react';
import styles from './eyebrow-text.module.css';

const SEPARATOR = ' · ';

/**
 * An eyebrow or kicker such as "Rooftop bar · Vela Amalfi": each part stays whole, the separator
 * never starts a line, and where there is no room for one line (a narrow card, a phone) the
 * parts stack without it.
 */
export function EyebrowText({ children }: { children: ReactNode }) {
  if (typeof children !== 'string' || !children.includes(SEPARATOR)) return children;
  const parts = children.split(SEPARATOR);
  // The separator rides at the end of the part before it, so it can never start a line; the
  // plain space between parts is what a copy or a screen reader gets (flex layout ignores it).
  return (
    <span className={styles.frame}>
      <span className={styles.parts}>
        {parts.map((part, i) => (
          <Fragment key={i}>
            <span className={styles.part}>
              {part}
              {i < parts.length - 1 ? (
                <span className={styles.separator} aria-hidden="true">
                  {' ·'}
                </span>
              ) : null}
            </span>
            {i < parts.length - 1 ? ' ' : null}
          </Fragment>
        ))}
      </span>
    </span>
  );
}
