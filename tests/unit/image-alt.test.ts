import { getImage } from '@/content/images';
import { HOTEL_PAGES } from '@/content/hotels';
import { ROOMS, ROOMS_HERO } from '@/content/rooms';
import { VENUES } from '@/content/venues';
import { DESCRIBED_HEROES, heroAlt } from '@/lib/image-alt';

describe('which heroes are described (docs/SEO.md)', () => {
  it('describes the heroes that show our places: hotels, room lists, every room lead picture, venues, the town and the pool', () => {
    const expected = [
      HOTEL_PAGES.sorrento.heroImage,
      HOTEL_PAGES.amalfi.heroImage,
      ROOMS_HERO.sorrento,
      ROOMS_HERO.amalfi,
      ...[...ROOMS.sorrento, ...ROOMS.amalfi].map((room) => room.images[0]!),
      ...Object.values(VENUES).map((venue) => venue.hero),
      'explore-hero',
      'amenities-hero',
    ];
    expect([...DESCRIBED_HEROES].sort()).toEqual([...new Set(expected)].sort());
    for (const id of DESCRIBED_HEROES) {
      expect(heroAlt(id)).toBeUndefined(); // the manifest's text, in the live language
      expect([getImage(id).alt.en, getImage(id).alt.vi].every((alt) => alt.trim().length > 10)).toBe(true);
    }
  });

  it('leaves the mood heroes decorative', () => {
    for (const id of [
      'home-hero',
      'accommodation-hero',
      'dining-hero',
      'offers-hero',
      'gallery-hero',
      'contact-hero',
      'privacy-hero',
      'skybar-services-hero',
    ] as const) {
      expect(heroAlt(id)).toBe('');
    }
  });
});
