// One picture, one slot (issue 17): no page shows the same image twice. A static check over the
// content each page component renders (its hero plus every image slot below it).
import { VENUES } from '@/content/venues';
import { ROOMS } from '@/content/rooms';
import { isImageId, ogImage, type ImageId } from '@/content/images';
import { PAGES } from './page-images.data';

describe('images per page', () => {
  it.each(Object.entries(PAGES))('%s shows each image once', (_path, ids) => {
    expect(ids.every((id) => isImageId(id))).toBe(true);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("shows a dish or a drink on every restaurant page, never the venue's hero again", () => {
    for (const venue of Object.values(VENUES)) {
      expect(venue.dish).not.toBe(venue.hero);
      expect(venue.dish).not.toBe(venue.card);
    }
  });

  it('names a share image for each room and each venue', () => {
    for (const room of Object.values(ROOMS).flat()) expect(ogImage(room.images[0] as ImageId)).toBe(`/images/og/${room.images[0]}.jpg`);
    for (const venue of Object.values(VENUES)) expect(ogImage(venue.dish)).toBe(`/images/og/${venue.dish}.jpg`);
    expect(ogImage('room-family-suite-2')).toBeUndefined();
  });
});
