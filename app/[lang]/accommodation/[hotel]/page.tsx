import { RoomsListRoute, hotelStaticParams, roomsListMetadata } from '@/components/rooms/rooms-list-route';

export const dynamicParams = false;
export const generateStaticParams = hotelStaticParams;
export const generateMetadata = roomsListMetadata;
export default RoomsListRoute;
