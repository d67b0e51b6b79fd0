import clsx from 'clsx';
import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.css';

/** A responsive list of cards: 2, 3 or 4 columns on wide screens, one on phones. */
export function CardGrid({ columns, children, className }: { columns: 2 | 3 | 4; children: ReactNode; className?: string }) {
  const columnClass = { 2: styles.two, 3: styles.three, 4: styles.four }[columns];
  return (
    <ul className={clsx(styles.grid, columnClass, className)}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}

export const sectionClass = styles.section;
