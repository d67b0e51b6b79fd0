import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { hotelName, type HotelKey } from '@/content/site';
import { messengerLinks, type Messenger } from '@/lib/messenger';
import styles from './messenger-links.module.css';

const NAMES: Record<Messenger, string> = { zalo: 'Zalo', whatsapp: 'WhatsApp' };

/**
 * A hotel's Zalo and WhatsApp chat links (numbers in content/site.ts; a messenger without a number is
 * not shown). Texts come from the Footer namespace, which every page carries, so the links can sit
 * anywhere: the footer, the contact page, the inquiry form's error panel.
 * `tone="light"` for navy backgrounds (the footer), the default for light ones.
 */
export function MessengerLinks({ hotel, tone = 'dark', className }: { hotel: HotelKey; tone?: 'dark' | 'light'; className?: string }) {
  const t = useTranslations('Footer');
  const common = useTranslations('Common');
  const links = messengerLinks(hotel);
  if (links.length === 0) return null;
  return (
    <ul className={clsx(styles.list, tone === 'light' && styles.light, className)} data-testid={`messengers-${hotel}`}>
      {links.map(({ messenger, href }) => (
        <li key={messenger}>
          {/* The accessible name says who the chat is with; it contains the visible word (WCAG 2.5.3). */}
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
            aria-label={`${t(messenger === 'zalo' ? 'chatOnZalo' : 'chatOnWhatsapp', { hotel: hotelName(hotel) })} ${common('opensInNewTab')}`}
            data-messenger={messenger}
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8" />
            </svg>
            <span>{NAMES[messenger]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
