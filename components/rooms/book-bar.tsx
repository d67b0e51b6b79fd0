import { useTranslations } from 'next-intl';
import { LinkButton } from '@/components/ui/link-button';
import { bookRoomPath, type Room } from '@/content/rooms';
import { useFromPrice } from './use-from-price';
import { useRoomText } from './use-room-text';
import styles from './book-bar.module.css';

/**
 * Phones and tablets: the room's "from" price and a BOOK link, kept at the bottom of the screen while
 * the rate panel is out of reach. Plain HTML and CSS (a link, `position: sticky`), so it works before
 * the scripts load. Sticky inside the room page's wrapper, it parks at the end of the page instead of
 * covering the last content or the footer. Hidden from 992 px, where the panel sits beside the
 * gallery, and in print. Its link is named "Book {room}, from {price} per night", distinct from the
 * panel's "Book now: {room}".
 */
export function BookBar({ room }: { room: Room }) {
  const t = useTranslations('RoomDetail.bar');
  const tInfo = useTranslations('RoomInfo');
  const text = useRoomText(room);
  const price = useFromPrice(room);
  return (
    <div className={styles.bar} data-testid="book-bar">
      <div className={styles.inner}>
        {price ? (
          <p className={styles.price} aria-hidden="true">
            <span className={styles.label}>{tInfo('from')}</span>
            <span className={styles.amount}>{price}</span>
            <span className={styles.per}>{tInfo('perNight')}</span>
          </p>
        ) : null}
        <LinkButton
          href={bookRoomPath(room)}
          prefetch={false}
          variant="primary"
          className={styles.book}
          aria-label={price ? t('label', { room: text.name, price }) : t('labelNoPrice', { room: text.name })}
        >
          {t('book')}
        </LinkButton>
      </div>
    </div>
  );
}
