import { buttonClass, type ButtonVariant } from '@/components/ui/link-button';
import type { Phone } from '@/content/site';
import styles from './phone-link.module.css';

/** A call link: `tel:` with the E.164 number, the action and the number as shown to people. */
export function PhoneLink({ phone, label, variant = 'outline' }: { phone: Phone; label: string; variant?: ButtonVariant }) {
  return (
    <a href={`tel:${phone.e164}`} className={buttonClass(variant, styles.link)}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z"
        />
      </svg>
      <span>
        {label}
        <span className={styles.number}> {phone.display}</span>
      </span>
    </a>
  );
}
