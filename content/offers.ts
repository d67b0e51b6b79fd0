/**
 * Offers on /offers (docs/REQUIREMENTS.md §3 "Offer", §9). Every offer's call link goes to the one
 * shared hotline (site.hotline). The words live in messages/OffersPage.items.<key>; the numbers in
 * content/data/offers.json (edited in /admin/, checked by content/schema.mjs at build).
 */
import data from './data/offers.json';
import type { ImageId } from './images';

export interface OfferItem {
  key: 'diningDiscount' | 'cocktails';
  image: ImageId;
}

/** In-house guests' discount on food and beverage at all outlets, in percent. */
export const DINING_DISCOUNT_PERCENT: number = data.diningDiscountPercent;
/** Buy-one-get-one-free cocktails at the sky bar, daily (hotel-local time). */
export const COCKTAIL_HOURS: { readonly opens: string; readonly closes: string } = data.cocktailHours;

export const OFFERS: readonly OfferItem[] = data.items as OfferItem[];
