import { RoomsList } from '@/components/rooms/rooms-list';
import { RoomsScope } from '@/components/rooms/rooms-scope';
import { ogImage } from '@/content/images';
import { ROOMS_HERO } from '@/content/rooms';
import { buildMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('sorrentoRooms');

export const metadata = buildMetadata({ path: '/accommodation/sorrento/', meta, image: ogImage(ROOMS_HERO.sorrento) });

export default function SorrentoRoomsPage() {
  return (
    <RoomsScope hotel="sorrento" namespaces={['RoomsPage', 'RoomInfo']} descriptions={false} meta={meta}>
      <RoomsList hotel="sorrento" />
    </RoomsScope>
  );
}
