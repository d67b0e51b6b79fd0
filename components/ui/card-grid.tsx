import clsx from 'clsx';
import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.css';

/**
 * A responsive list of cards: 2, 3 or 4 columns on wide screens, one on phones. With `phoneRow`, on
 * phones the cards sit in one row to swipe through instead of a long stack (a shorter page).
 */
export function CardGrid({
  columns,
  children,
  className,
  phoneRow = false,
}: {
  columns: 2 | 3 | 4;
  children: ReactNode;
  className?: string;
  phoneRow?: boolean;
}) {
  const columnClass = { 2: styles.two, 3: styles.three, 4: styles.four }[columns];
  return (
    <ul className={clsx(styles.grid, columnClass, phoneRow && styles.phoneRow, className)}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}

export const sectionClass = styles.section;
/** The phones' swipe row, for a list that is not a CardGrid. */
export const phoneRowClass = styles.phoneRow;
