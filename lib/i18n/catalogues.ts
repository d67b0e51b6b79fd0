import type en from '@/messages/en.json';
import { AMENITIES, type AmenityKey } from '@/content/amenities';
import { OFFERS, type OfferKey } from '@/content/offers';
import type { LocalizedText } from '@/content/images';
import type { Language } from './language';

/** The words of one offer or amenity card, in one language. */
export interface CardTexts {
  kicker: string;
  title: string;
  description: string;
  note: string;
}

/**
 * The messages of a language: messages/*.json, plus the words of the offers and amenities, which
 * live with them in content/data/offers.json and amenities.json (both languages side by side, so
 * /admin/ adds an offer or an amenity with its words and no code). The pages read them as before,
 * at `OffersPage.items.<key>` and `AmenitiesPage.items.<key>`. They are plain text (content/schema.mjs
 * refuses braces), which next-intl formats as they are.
 */
export type Messages = typeof en & {
  OffersPage: { items: Record<OfferKey, CardTexts> };
  AmenitiesPage: { items: Record<AmenityKey, CardTexts> };
};

type Card = { key: string; kicker: LocalizedText; title: LocalizedText; description: LocalizedText; note: LocalizedText };

const cardTexts = (cards: readonly Card[], language: Language) =>
  Object.fromEntries(
    cards.map((card) => [
      card.key,
      { kicker: card.kicker[language], title: card.title[language], description: card.description[language], note: card.note[language] },
    ]),
  );

/** messages/<language>.json with the offers' and amenities' words of the data. */
export function withDataTexts(messages: typeof en, language: Language): Messages {
  return {
    ...messages,
    OffersPage: { ...messages.OffersPage, items: cardTexts(OFFERS, language) },
    AmenitiesPage: { ...messages.AmenitiesPage, items: cardTexts(AMENITIES, language) },
  } as Messages;
}
