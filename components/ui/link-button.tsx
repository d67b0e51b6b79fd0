import { Link } from '@/components/i18n/link';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import styles from './link-button.module.css';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'light' | 'text';

export const buttonClass = (variant: ButtonVariant = 'primary', className?: string) => clsx(styles.button, styles[variant], className);

/** A link styled as a button: navigation is a link, never a button with an onClick. */
export function LinkButton({
  variant = 'primary',
  className,
  children,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link className={buttonClass(variant, className)} {...props}>
      {children}
    </Link>
  );
}
