import { CompareRooms } from '@/components/compare/compare-rooms';
import { RoomsScope } from '@/components/rooms/rooms-scope';
import { PageJsonLd } from '@/components/seo/json-ld';
import { ogImage } from '@/content/images';
import { COMPARE_PATH } from '@/lib/compare';
import { enterLanguage, type LanguageParams } from '@/lib/i18n/params';
import { pageMetadata, staticMeta } from '@/lib/seo';

const meta = staticMeta('compare');

export const generateMetadata = pageMetadata({ path: COMPARE_PATH, meta, image: ogImage('accommodation-hero') });

export default async function Page({ params }: LanguageParams) {
  await enterLanguage(params);
  // Room names of both hotels (no descriptions): any room can be put in a column.
  return (
    <>
      <PageJsonLd path={COMPARE_PATH} params={params} />
      <RoomsScope hotel="all" namespaces={['Compare', 'RoomInfo']} descriptions={false}>
        <CompareRooms />
      </RoomsScope>
    </>
  );
}
