import { CompareRooms } from '@/components/compare/compare-rooms';
import { withoutRoomDescriptions } from '@/components/rooms/room-messages';
import { SitePage } from '@/components/i18n/site-page';
import type { LanguageParams } from '@/lib/i18n/params';
import { registeredMetadata } from '@/lib/seo';

export const generateMetadata = registeredMetadata('compare');

export default function Page({ params }: LanguageParams) {
  // Room names of both hotels (no descriptions): any room can be put in a column.
  return (
    <SitePage page="compare" params={params} select={withoutRoomDescriptions}>
      <CompareRooms />
    </SitePage>
  );
}
