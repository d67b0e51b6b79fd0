import { RoomRoute, roomMetadata, roomStaticParams } from '@/components/rooms/room-route';

type Props = { params: Promise<{ room: string }> };

export const dynamicParams = false;

export const generateStaticParams = () => roomStaticParams('amalfi');

export async function generateMetadata({ params }: Props) {
  return roomMetadata('amalfi', (await params).room);
}

export default async function AmalfiRoomPage({ params }: Props) {
  return <RoomRoute hotel="amalfi" slug={(await params).room} />;
}
