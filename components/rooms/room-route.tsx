import type { Metadata } from 'next';
import { SitePage } from '@/components/i18n/site-page';
import { PageJsonLd } from '@/components/seo/json-ld';
import { getRoom, roomPath, ROOMS } from '@/content/rooms';
import { ROOM_PAGE_CLIENT_MESSAGES } from '@/content/routes';
import { HOTEL_KEYS, type HotelKey } from '@/content/site';
import { enterLanguage, pageLanguage } from '@/lib/i18n/params';
import { roomMeta, roomOgImage } from '@/lib/room-meta';
import { buildMetadata, registeredMetadata } from '@/lib/seo';
import { RoomDetail } from './room-detail';
import { RoomsList } from './rooms-list';
import { PageScope } from '@/components/i18n/page-scope';

/**
 * Server side of app/[lang]/accommodation/[hotel]/ (the room list) and .../[hotel]/[room]/ (a room):
 * one route file each for both hotels and both languages.
 */
export interface HotelRouteProps {
  params: Promise<{ lang: string; hotel: string }>;
}
export interface RoomRouteProps {
  params: Promise<{ lang: string; hotel: string; room: string }>;
}

function hotelOf(value: string): HotelKey {
  const hotel = HOTEL_KEYS.find((key) => key === value);
  // dynamicParams = false: only the pre-rendered hotels and rooms exist; any other address is the
  // 404 page, which sends the visitor to the right room list (docs/DECISIONS.md #3).
  if (!hotel) throw new Error(`Unknown hotel ${value}`);
  return hotel;
}

async function roomOf(params: RoomRouteProps['params']) {
  const { hotel, room: slug } = await params;
  const room = getRoom(hotelOf(hotel), slug);
  if (!room) throw new Error(`Unknown room ${hotel}/${slug}`);
  return room;
}

export const hotelStaticParams = () => HOTEL_KEYS.map((hotel) => ({ hotel }));

export const roomStaticParams = () => HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel].map((room) => ({ hotel, room: room.slug })));

/** A hotel's room list is a registered page (content/routes.ts: `sorrentoRooms`, `amalfiRooms`). */
const listPage = (hotel: HotelKey) => (hotel === 'sorrento' ? 'sorrentoRooms' : 'amalfiRooms');

export async function roomsListMetadata({ params }: HotelRouteProps): Promise<Metadata> {
  return registeredMetadata(listPage(hotelOf((await params).hotel)))({ params });
}

export async function RoomsListRoute({ params }: HotelRouteProps) {
  const hotel = hotelOf((await params).hotel);
  return (
    <SitePage page={listPage(hotel)} params={params}>
      <RoomsList hotel={hotel} />
    </SitePage>
  );
}

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
