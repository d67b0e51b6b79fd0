/**
 * Offers on /offers (docs/REQUIREMENTS.md §3 "Offer", §9). Every offer's call link goes to the one
 * shared hotline (site.hotline). Everything of an offer is content/data/offers.json (edited in /admin/,
 * checked by content/schema.mjs at build): its picture, where it holds (hotels, venues, at the cocktail
 * hours or not) and its words in both languages, which the pages read as `OffersPage.items.<key>`
 * (lib/i18n/catalogues.ts). A new offer is a new entry there: no code.
 */
import data from './data/offers.json';
import type { ImageId, LocalizedText } from './images';
import type { HotelKey } from './site';

/**
 * An offer's key: its anchor on /offers/ (`#key`), any key of the data: /admin/ adds offers under new
 * keys, and content/schema.mjs checks each is one word and unique. No code names an offer; the pages
 * read its words through lib/i18n/catalogues.ts `cardText(key, field)`, whose field is typed.
 */
export type OfferKey = string;

export interface OfferItem {
  key: OfferKey;
  image: ImageId;
  /** The hotels whose guests it is for (schema.org offeredBy). */
  hotels: readonly HotelKey[];
  /** The outlets it holds at (schema.org availableAtOrFrom). */
  venues: readonly ('bistro' | 'luxe' | 'buffet' | 'skybar')[];
  /** Only during the cocktail hours (COCKTAIL_HOURS). */
  atCocktailHours?: boolean;
  kicker: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  note: LocalizedText;
}

/** In-house guests' discount on food and beverage at all outlets, in percent. */
export const DINING_DISCOUNT_PERCENT: number = data.diningDiscountPercent;
/** Buy-one-get-one-free cocktails at the sky bar, daily (hotel-local time). */
export const COCKTAIL_HOURS: { readonly opens: string; readonly closes: string } = data.cocktailHours;

// An offer saved with no outlet may have no `venues` at all.
export const OFFERS: readonly OfferItem[] = (data.items as unknown as (Omit<OfferItem, 'venues'> & { venues?: OfferItem['venues'] })[]).map((item) => ({
  ...item,
  venues: item.venues ?? [],
}));
