import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './action-stage.module.css';

/**
 * The swapping set of buttons. Fades out while the lock fades; after a swap, moves focus to the new
 * set's `data-autofocus` element (or its first control), so keyboard and screen-reader users land on
 * the buttons that replaced the one they pressed.
 */
export function ActionStage({
  view,
  fading,
  locked,
  label,
  children,
  testId,
}: {
  view: string;
  fading: boolean;
  locked: boolean;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef(view);
  useEffect(() => {
    if (previous.current === view) return;
    previous.current = view;
    const root = ref.current;
    const target = root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>('a, button');
    target?.focus();
  }, [view]);
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      aria-busy={locked}
      data-view={view}
      data-testid={testId}
      className={clsx(styles.stage, fading && styles.fading)}
    >
      {children}
    </div>
  );
}

/** The small back arrow that returns to the previous set of buttons. */
export function BackArrow({ label, onClick, lang }: { label: string; onClick: () => void; lang?: string }) {
  return (
    <button type="button" className={styles.backArrow} onClick={onClick} lang={lang} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </svg>
    </button>
  );
}
