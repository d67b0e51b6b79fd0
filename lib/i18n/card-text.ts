import type { LocalizedText } from '@/content/images';
import type { Language } from './language';

/** The words of one offer or amenity card, in one language. */
export interface CardTexts {
  kicker: string;
  title: string;
  description: string;
  note: string;
}

/** An offer or an amenity of the data: its key and its words in both languages. */
export interface Card {
  key: string;
  kicker: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  note: LocalizedText;
}

/**
 * A card's words in one language, read from the card itself. Its key is any key of the data (offers
 * and amenities are added in /admin/ with no code, so no TypeScript union can list them); the types
 * check the words instead: `cardWords(offer, language).titel` does not compile. Plain text (content/
 * schema.mjs refuses braces), so it is what next-intl would have formatted from the catalogue.
 */
export const cardWords = (card: Card, language: Language): CardTexts => ({
  kicker: card.kicker[language],
  title: card.title[language],
  description: card.description[language],
  note: card.note[language],
});
