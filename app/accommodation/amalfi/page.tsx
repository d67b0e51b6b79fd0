import { RoomsList } from '@/components/rooms/rooms-list';
import { RoomsScope } from '@/components/rooms/rooms-scope';
import { ogImage } from '@/content/images';
import { ROOMS_HERO } from '@/content/rooms';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('amalfiRooms');

export const metadata = buildMetadata({ path: '/accommodation/amalfi/', meta, image: ogImage(ROOMS_HERO.amalfi) });

export default function AmalfiRoomsPage() {
  return (
    <RoomsScope hotel="amalfi" namespaces={['RoomsPage', 'RoomInfo']} descriptions={false} meta={meta}>
      <RoomsList hotel="amalfi" />
    </RoomsScope>
  );
}
