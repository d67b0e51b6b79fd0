import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { getRoom, roomPath, ROOMS } from '@/content/rooms';
import type { HotelKey } from '@/content/site';
import { roomJsonLd, roomMeta, roomOgImage } from '@/lib/room-meta';
import { buildMetadata } from '@/lib/seo';
import { RoomDetail } from './room-detail';
import { RoomsScope } from './rooms-scope';

/** Server helpers behind app/accommodation/{hotel}/[room]/page.tsx (both hotels share them). */
export const roomStaticParams = (hotel: HotelKey) => ROOMS[hotel].map((room) => ({ room: room.slug }));

export function roomMetadata(hotel: HotelKey, slug: string): Metadata {
  const room = getRoom(hotel, slug);
  if (!room) return {};
  return buildMetadata({ path: roomPath(room), meta: roomMeta(room), image: roomOgImage(room), type: 'website' });
}

export function RoomRoute({ hotel, slug }: { hotel: HotelKey; slug: string }) {
  const room = getRoom(hotel, slug);
  // Only pre-rendered slugs exist (dynamicParams = false); any other address is the 404 page,
  // which sends the visitor to the hotel's room list (DESIGN decision 3).
  if (!room) throw new Error(`Unknown room ${hotel}/${slug}`);
  return (
    <RoomsScope hotel={hotel} namespaces={['RoomsPage', 'RoomInfo', 'RoomDetail']} descriptions meta={roomMeta(room)}>
      <JsonLd data={roomJsonLd(room)} />
      <RoomDetail hotel={hotel} slug={slug} />
    </RoomsScope>
  );
}
