import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/i18n/link';
import { phoneRowClass } from '@/components/ui/card-grid';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { roomPath, ROOMS, type Room } from '@/content/rooms';
import { site, type HotelKey } from '@/content/site';
import { useFromPrice } from './use-from-price';
import { useRoomText } from './use-room-text';
import styles from './more-rooms.module.css';

function OtherRoom({ room }: { room: Room }) {
  const t = useTranslations('RoomInfo');
  const text = useRoomText(room);
  const price = useFromPrice(room);
  return (
    <Link href={roomPath(room)} className={styles.card} data-testid="other-room">
      <span className={styles.media}>
        {/* The link's text names the room; the picture adds nothing to hear. */}
        <ResponsiveImage id={room.images[0]!} alt="" sizes="(min-width: 1200px) 15rem, (min-width: 768px) 30vw, 84vw" lowPriority />
      </span>
      <span className={styles.name}>{text.name}</span>
      <span className={styles.meta}>
        <span>{t('size', { size: room.sizeM2 })}</span>
        {price ? (
          <span>
            {t('from')} <span className={styles.amount}>{price}</span>
          </span>
        ) : null}
      </span>
    </Link>
  );
}

/**
 * The hotel's other rooms, as picture cards (each room's first picture: no picture of this page
 * repeats): a swipe row on phones and tablets, one row of five on wide screens.
 */
export function MoreRooms({ hotel, current }: { hotel: HotelKey; current: string }) {
  const t = useTranslations('RoomDetail');
  return (
    <nav className={`container ${styles.more}`} aria-labelledby="room-more">
      <h2 id="room-more" className={styles.heading}>
        {t('moreRooms', { hotel: site.hotels[hotel].name })}
      </h2>
      <ul className={clsx(styles.list, phoneRowClass)}>
        {ROOMS[hotel]
          .filter((r) => r.slug !== current)
          .map((r) => (
            <li key={r.slug}>
              <OtherRoom room={r} />
            </li>
          ))}
      </ul>
    </nav>
  );
}
