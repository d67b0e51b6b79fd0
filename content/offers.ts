/**
 * Offers on /offers (docs/REQUIREMENTS.md §3 "Offer", §9). Every offer's call link goes to the one
 * shared hotline (site.hotline). The words live in messages/OffersPage.items.<key>.
 */
import type { ImageId } from './images';

export interface OfferItem {
  key: 'diningDiscount' | 'cocktails';
  image: ImageId;
}

/** In-house guests' discount on food and beverage at all outlets, in percent. */
export const DINING_DISCOUNT_PERCENT = 10;
/** Buy-one-get-one-free cocktails at the sky bar, daily (hotel-local time). */
export const COCKTAIL_HOURS = { opens: '15:00', closes: '19:00' } as const;

export const OFFERS: readonly OfferItem[] = [
  { key: 'diningDiscount', image: 'offer-dining-discount' },
  { key: 'cocktails', image: 'offer-cocktails' },
];
