import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { LinkButton } from '@/components/ui/link-button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { bookRoomPath, roomPath, type Room } from '@/content/rooms';
import { RateBlock } from './rate-block';
import { RoomFacts } from './room-facts';
import { useRoomText } from './use-room-text';
import styles from './room-card.module.css';

/**
 * A room on its hotel's list. The title is the card's link (stretched over the whole card, so a
 * click anywhere opens the room); BOOK NOW is a separate link above it, to the inquiry form with
 * the hotel and room preselected, and never triggers the card.
 */
export function RoomCard({ room, headingLevel: Heading = 'h3' }: { room: Room; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('Common');
  const text = useRoomText(room);
  return (
    <article className={styles.card} data-testid="room-card">
      <div className={styles.media}>
        <ResponsiveImage id={room.images[0]!} sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw" />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={roomPath(room)} className={styles.stretched}>
            {text.name}
          </Link>
        </Heading>
        <RoomFacts room={room} variant="inline" />
        <p className={styles.description}>{text.summary}</p>
        <div className={styles.footer}>
          <RateBlock room={room} />
          <LinkButton href={bookRoomPath(room)} prefetch={false} variant="primary" className={styles.book} aria-label={`${t('bookNow')}: ${text.name}`}>
            {t('bookNow')}
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
