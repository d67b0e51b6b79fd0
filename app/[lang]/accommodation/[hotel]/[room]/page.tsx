import { RoomRoute, roomMetadata, roomStaticParams } from '@/components/rooms/room-route';

export const dynamicParams = false;
export const generateStaticParams = roomStaticParams;
export const generateMetadata = roomMetadata;
export default RoomRoute;
