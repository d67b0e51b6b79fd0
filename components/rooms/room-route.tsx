import type { Metadata } from 'next';
import { PageJsonLd } from '@/components/seo/json-ld';
import { getRoom, roomPath, ROOMS } from '@/content/rooms';
import { ROOM_PAGE_CLIENT_MESSAGES } from '@/content/routes';
import { HOTEL_KEYS } from '@/content/site';
import { enterLanguage, pageLanguage } from '@/lib/i18n/params';
import { roomMeta, roomOgImage } from '@/lib/room-meta';
import { buildMetadata } from '@/lib/seo';
import { RoomDetail } from './room-detail';
import { hotelOf } from './route-params';
import { PageScope } from '@/components/i18n/page-scope';

/**
 * Server side of app/[lang]/accommodation/[hotel]/[room]/ (a room page): one route file for every
 * room in both languages. The room list's is rooms-list-route.tsx.
 */
export interface RoomRouteProps {
  params: Promise<{ lang: string; hotel: string; room: string }>;
}

async function roomOf(params: RoomRouteProps['params']) {
  const { hotel, room: slug } = await params;
  const room = getRoom(hotelOf(hotel), slug);
  if (!room) throw new Error(`Unknown room ${hotel}/${slug}`);
  return room;
}

export const roomStaticParams = () => HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((room) => ({ hotel, room: room.slug })));

export async function roomMetadata({ params }: RoomRouteProps): Promise<Metadata> {
  const room = await roomOf(params);
  return buildMetadata({ path: roomPath(room), meta: roomMeta(room), image: roomOgImage(room) }, await pageLanguage(params));
}

export async function RoomRoute({ params }: RoomRouteProps) {
  await enterLanguage(params);
  const room = await roomOf(params);
  return (
    <>
      <PageJsonLd path={roomPath(room)} params={params} />
      <PageScope namespaces={ROOM_PAGE_CLIENT_MESSAGES}>
        <RoomDetail hotel={room.hotel} slug={room.slug} />
      </PageScope>
    </>
  );
}
