import type { Metadata } from 'next';
import { PageJsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { getRoom, roomListPath, roomPath, ROOMS, ROOMS_HERO } from '@/content/rooms';
import { HOTEL_KEYS, type HotelKey } from '@/content/site';
import { enterLanguage, pageLanguage } from '@/lib/i18n/params';
import { roomMeta, roomOgImage } from '@/lib/room-meta';
import { buildMetadata, staticMeta } from '@/lib/seo';
import { RoomDetail } from './room-detail';
import { RoomsList } from './rooms-list';
import { RoomsScope } from './rooms-scope';

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

const listMeta = { sorrento: staticMeta('sorrentoRooms'), amalfi: staticMeta('amalfiRooms') } as const;

export async function roomsListMetadata({ params }: HotelRouteProps): Promise<Metadata> {
  const hotel = hotelOf((await params).hotel);
  return buildMetadata({ path: roomListPath(hotel), meta: listMeta[hotel], image: ogImage(ROOMS_HERO[hotel]) }, await pageLanguage(params));
}

export async function RoomsListRoute({ params }: HotelRouteProps) {
  await enterLanguage(params);
  const hotel = hotelOf((await params).hotel);
  return (
    <>
      <PageJsonLd path={roomListPath(hotel)} params={params} />
      <RoomsScope hotel={hotel} namespaces={['RoomsPage', 'RoomInfo', 'RoomMeta']} descriptions={false}>
        <RoomsList hotel={hotel} />
      </RoomsScope>
    </>
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
    <RoomsScope hotel={room.hotel} namespaces={['RoomsPage', 'RoomInfo', 'RoomMeta', 'RoomDetail']} descriptions>
      <PageJsonLd path={roomPath(room)} params={params} />
      <RoomDetail hotel={room.hotel} slug={room.slug} />
    </RoomsScope>
  );
}
