import { LinkButton } from '@/components/ui/link-button';
import styles from './compare-invite.module.css';

/** The way into the compare page from the accommodation chooser and the room lists. */
export function CompareInvite({ href, label, title, text }: { href: string; label: string; title?: string; text?: string }) {
  return (
    <div className={styles.invite}>
      {title ? <p className={styles.title}>{title}</p> : null}
      {text ? <p className={styles.text}>{text}</p> : null}
      <LinkButton href={href} variant="outline">
        {label}
      </LinkButton>
    </div>
  );
}
