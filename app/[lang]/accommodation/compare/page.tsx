import { CompareRooms } from '@/components/compare/compare-rooms';
import { RoomsScope } from '@/components/rooms/rooms-scope';
import { ogImage } from '@/content/images';
import { COMPARE_PATH } from '@/lib/compare';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('compare');

export const generateMetadata = pageMetadata({ path: COMPARE_PATH, meta, image: ogImage('accommodation-hero') });

export default function Page() {
  // Room names of both hotels (no descriptions): any room can be put in a column.
  return (
    <RoomsScope hotel="all" namespaces={['Compare', 'RoomInfo']} descriptions={false} meta={meta}>
      <CompareRooms />
    </RoomsScope>
  );
}
