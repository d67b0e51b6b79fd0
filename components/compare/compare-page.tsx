import { useLocale, useTranslations } from 'next-intl';
import { PageHero } from '@/components/ui/page-hero';
import { FACILITIES } from '@/content/facilities';
import { pictureOf } from '@/content/images';
import { bookRoomPath, roomPath } from '@/content/rooms';
import { HOTEL_KEYS, site } from '@/content/site';
import { ALL_ROOMS, COMPARED_FACILITIES, DEFAULT_COMPARE, roomKey } from '@/lib/compare';
import type { Language } from '@/lib/i18n/language';
import { rateSheet, startingRate } from '@/lib/room-rate';
import { useRoomTexts } from '@/components/rooms/use-room-text';
import { CompareRooms, type CompareRoom } from './compare-rooms';

/**
 * /accommodation/compare/: the hero, and the table of any rooms of either hotel. Every room the
 * visitor may put in a column is resolved here, in the page's language (name, picture, "from" price,
 * the sheet that prices tonight), so the browser gets the table's facts, not the catalogue, the
 * image manifest and the rate service.
 */
export function ComparePage() {
  const t = useTranslations('Compare');
  const roomText = useRoomTexts();
  const language = useLocale() as Language;
  const rooms: CompareRoom[] = ALL_ROOMS.map((room) => ({
    key: roomKey(room),
    hotel: room.hotel,
    slug: room.slug,
    hotelName: site.hotels[room.hotel].name,
    name: roomText(room).name,
    path: roomPath(room),
    bookPath: bookRoomPath(room),
    sizeM2: room.sizeM2,
    view: room.view,
    adults: room.adults,
    children: room.children,
    beds: room.beds,
    facilities: room.facilities,
    picture: pictureOf(room.images[0]!, language),
    from: startingRate(room),
    sheet: rateSheet(room, language),
  }));
  return (
    <>
      <PageHero
        image="accommodation-hero"
        compact
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('intro')}
        back={{ href: '/accommodation/', label: t('back') }}
      />
      <CompareRooms
        rooms={rooms}
        hotels={HOTEL_KEYS.map((key) => ({ key, name: site.hotels[key].name }))}
        facilities={COMPARED_FACILITIES.map((key) => ({ key, name: FACILITIES[key].name[language] }))}
        initial={DEFAULT_COMPARE.map(roomKey)}
      />
    </>
  );
}
