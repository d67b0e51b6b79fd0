import { RoomRoute, roomMetadata, roomStaticParams } from '@/components/rooms/room-route';

type Props = { params: Promise<{ room: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => roomStaticParams('sorrento');

export async function generateMetadata({ params }: Props) {
  return roomMetadata('sorrento', (await params).room);
}

export default async function SorrentoRoomPage({ params }: Props) {
  return <RoomRoute hotel="sorrento" slug={(await params).room} />;
}
