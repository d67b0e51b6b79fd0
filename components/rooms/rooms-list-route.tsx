import type { Metadata } from 'next';
import { SitePage } from '@/components/i18n/site-page';
import { HOTEL_KEYS, type HotelKey } from '@/content/site';
import { registeredMetadata } from '@/lib/seo';
import { hotelOf } from './route-params';
import { RoomsList } from './rooms-list';

/**
 * Server side of app/[lang]/accommodation/[hotel]/ (a hotel's room list): one route file for both
 * hotels and both languages. Kept apart from the room page's (room-route.tsx), so a list page's
 * client bundle holds none of the room page's islands (slideshow, calendar).
 */
export interface HotelRouteProps {
  params: Promise<{ lang: string; hotel: string }>;
}

export const hotelStaticParams = () => HOTEL_KEYS.map((hotel) => ({ hotel }));

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
