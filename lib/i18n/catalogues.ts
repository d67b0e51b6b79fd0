import type en from '@/messages/en.json';
import { AMENITIES, type AmenityKey } from '@/content/amenities';
import { OFFERS, type OfferKey } from '@/content/offers';
import { cardWords, type Card, type CardTexts } from './card-text';
import type { Language } from './language';

export type { CardTexts };

/**
 * The messages of a language: messages/*.json, plus the words of the offers and amenities, which
 * live with them in content/data/offers.json and amenities.json (both languages side by side, so
 * /admin/ adds an offer or an amenity with its words and no code), at `OffersPage.items.<key>` and
 * `AmenitiesPage.items.<key>` for whoever reads the catalogue. The pages read a card's words from the
 * card (./card-text.ts `cardWords`): a key is any string of the data, and a template path over a
 * record of any keys would type-check a misspelt field too.
 */
export type Messages = typeof en & {
  OffersPage: { items: Record<OfferKey, CardTexts> };
  AmenitiesPage: { items: Record<AmenityKey, CardTexts> };
};

const cardTexts = (cards: readonly Card[], language: Language) => Object.fromEntries(cards.map((card) => [card.key, cardWords(card, language)]));

/** messages/<language>.json with the offers' and amenities' words of the data. */
export function withDataTexts(messages: typeof en, language: Language): Messages {
  return {
    ...messages,
    OffersPage: { ...messages.OffersPage, items: cardTexts(OFFERS, language) },
    AmenitiesPage: { ...messages.AmenitiesPage, items: cardTexts(AMENITIES, language) },
  } as Messages;
}
