import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { buttonClass, LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { bookRoomPath, getRoom, roomListPath, roomSlides } from '@/content/rooms';
import { site, type HotelKey } from '@/content/site';
import { comparePathFor } from '@/lib/compare';
import { BookBar } from './book-bar';
import { CalendarLauncher } from './calendar-launcher';
import { FacilityGrid } from './facility-grid';
import { MoreRooms } from './more-rooms';
import { RateBlock } from './rate-block';
import { RoomFacts } from './room-facts';
import { RoomPhotos } from './room-photos';
import { useRoomText } from './use-room-text';
import styles from './room-detail.module.css';

/** /accommodation/{hotel}/{slug}/: one room, with photos, facts, facilities and today's rate. */
export function RoomDetail({ hotel, slug }: { hotel: HotelKey; slug: string }) {
  const t = useTranslations('RoomDetail');
  const tPage = useTranslations('RoomsPage');
  const tCommon = useTranslations('Common');
  const room = getRoom(hotel, slug)!;
  const text = useRoomText(room);
  const hotelShort = site.hotels[hotel].name;

  return (
    // One box for the whole page, so the phone's book bar (sticky, its last child) parks at its end.
    <div className={styles.page}>
      <PageHero
        image={room.images[0]!}
        compact
        eyebrow={tPage(`${hotel}.eyebrow`)}
        title={text.name}
        subtitle={text.summary}
        back={{ href: roomListPath(hotel), label: t('back', { hotel: hotelShort }) }}
      />
      <div className={`container ${styles.layout}`}>
        <div className={styles.gallery}>
          <RoomPhotos images={roomSlides(room)} label={t('gallery', { room: text.name })} />
        </div>
        <aside className={styles.aside} aria-labelledby="room-book">
          <div className={styles.panel}>
            <h2 id="room-book" className={styles.panelHeading}>
              {t('bookTitle')}
            </h2>
            <RateBlock room={room} size="lg" />
            <p className={styles.note}>{t('rateNote')}</p>
            <LinkButton href={bookRoomPath(room)} prefetch={false} variant="primary" className={styles.book} aria-label={`${tCommon('bookNow')}: ${text.name}`}>
              {tCommon('bookNow')}
            </LinkButton>
            <CalendarLauncher room={room} roomName={text.name} className={buttonClass('outline', styles.book)} />
            <p className={styles.note}>{t('bookText')}</p>
            <p className={styles.breakfast}>{t('breakfast')}</p>
            <Link href={comparePathFor(room)} className={styles.compare}>
              {t('compare')}
            </Link>
          </div>
        </aside>
        <div className={styles.content}>
          <section className={styles.block} aria-labelledby="room-about">
            <h2 id="room-about" className={styles.heading}>
              {t('aboutTitle')}
            </h2>
            <p className={styles.description}>{text.description}</p>
          </section>
          <section className={styles.block} aria-labelledby="room-glance">
            <h2 id="room-glance" className={styles.heading}>
              {t('detailsTitle')}
            </h2>
            <RoomFacts room={room} variant="grid" />
          </section>
          <section className={styles.block} aria-labelledby="room-facilities">
            <h2 id="room-facilities" className={styles.heading}>
              {t('facilitiesTitle')}
            </h2>
            <FacilityGrid facilities={room.facilities} beds={room.beds} />
          </section>
        </div>
      </div>
      <MoreRooms hotel={hotel} current={slug} />
      <BookBar room={room} />
    </div>
  );
}
