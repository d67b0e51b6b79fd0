import { Link } from '@/components/i18n/link';
import clsx from 'clsx';
import styles from './back-link.module.css';

export function BackLink({ href, label, className, tone = 'dark' }: { href: string; label: string; className?: string; tone?: 'dark' | 'light' }) {
  return (
    <Link href={href} className={clsx(styles.back, styles[tone], className)}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </svg>
      {label}
    </Link>
  );
}
