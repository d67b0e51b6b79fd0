import type { ReactNode } from 'react';
import styles from './venue-panel.module.css';

/** The navy band under a venue's hero: chips and the venue's buttons, readable over no picture. */
export function VenuePanel({ children }: { children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <div className={`container ${styles.panelInner}`}>{children}</div>
    </div>
  );
}
