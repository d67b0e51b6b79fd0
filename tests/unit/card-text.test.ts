import { createTranslator } from 'next-intl';
import { AMENITIES } from '@/content/amenities';
import { OFFERS, type OfferItem } from '@/content/offers';
import { cardWords } from '@/lib/i18n/card-text';
import { withDataTexts } from '@/lib/i18n/catalogues';
import { catalogues } from '../utils/intl';

/**
 * The offers' and amenities' keys are the data's: a new one added in /admin/ is a card like the others,
 * with no TypeScript union to extend; the types check the words' fields instead.
 */
describe('cardWords', () => {
  it("is each card's words in each language, the same as the catalogue's", () => {
    for (const language of ['en', 'vi'] as const) {
      const { OffersPage, AmenitiesPage } = catalogues[language];
      for (const offer of OFFERS) expect(cardWords(offer, language)).toEqual(OffersPage.items[offer.key]);
      for (const amenity of AMENITIES) expect(cardWords(amenity, language)).toEqual(AmenitiesPage.items[amenity.key]);
    }
    // And next-intl formats a card's word as the text itself (plain text: no braces in the data).
    const t = createTranslator({ locale: 'vi', messages: catalogues.vi, namespace: 'OffersPage' });
    expect(t('items.cocktails.title' as Parameters<typeof t>[0])).toBe(
      cardWords(
        OFFERS.find((o) => o.key === 'cocktails')!,
        'vi',
      ).title,
    );
  });

  it('takes an offer under a key no code names', () => {
    const added: OfferItem = { ...OFFERS[0]!, key: 'sunsetDinner', title: { en: 'Sunset dinner', vi: 'Bữa tối hoàng hôn' } };
    expect(cardWords(added, 'vi').title).toBe('Bữa tối hoàng hôn');
    expect(withDataTexts(catalogues.en, 'en').OffersPage.items[added.key]).toBeUndefined();
  });

  it('checks the fields at compile time', () => {
    // @ts-expect-error: no such word on a card
    expect(cardWords(OFFERS[0]!, 'en').titel).toBeUndefined();
  });
});
