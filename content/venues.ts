/**
 * The four dining venues (docs/REQUIREMENTS.md §1, §2 and §9): where they are, when they open, what they serve,
 * their menus and artwork. Prose lives in messages/ (SkybarPage, MenuPage, BuffetPage...).
 */
import type { ImageId } from './images';
import type { MenuId, MenuLanguage } from './menus';
import { site, type HotelKey, type Phone } from './site';

export type VenueKey = 'bistro' | 'luxe' | 'buffet' | 'skybar';

export type Cuisine =
  'vietnamese' | 'localSpecialties' | 'seafood' | 'european' | 'fineDining' | 'international' | 'asian' | 'barbecue' | 'cocktails' | 'barSnacks' | 'grill';

export interface OpeningHours {
  /** "HH:MM", the hotel's local time, every day of the week. */
  opens: string;
  closes: string;
}

export interface Venue {
  key: VenueKey;
  /** The venue's own name (a proper noun, the same in every language). */
  name: string;
  hotel: HotelKey;
  path: string;
  schemaType: 'Restaurant' | 'BarOrPub';
  hours: readonly OpeningHours[];
  /** Keys of the cuisines' names in messages (StructuredData.cuisine), in both languages. */
  servesCuisine: readonly Cuisine[];
  priceRange: string;
  phone: Phone;
  hero: ImageId;
  card: ImageId;
  /** A close-up of a signature dish or drink, shown beside the venue's story (never the hero again). */
  dish: ImageId;
  menus?: { food: MenuId; drinks: MenuId };
}

export const VENUES: Record<VenueKey, Venue> = {
  bistro: {
    key: 'bistro',
    name: 'Bistro',
    hotel: 'sorrento',
    path: '/dining/bistro/',
    schemaType: 'Restaurant',
    hours: [{ opens: '11:00', closes: '21:30' }],
    servesCuisine: ['vietnamese', 'localSpecialties', 'seafood'],
    priceRange: '₫₫',
    phone: site.hotline,
    hero: 'bistro-hero',
    card: 'bistro',
    dish: 'bistro-dish',
    menus: { food: 'bistro-food', drinks: 'bistro-drinks' },
  },
  luxe: {
    key: 'luxe',
    name: 'Luxe',
    hotel: 'amalfi',
    path: '/dining/luxe/',
    schemaType: 'Restaurant',
    hours: [{ opens: '11:00', closes: '21:30' }],
    servesCuisine: ['european', 'seafood', 'fineDining'],
    priceRange: '₫₫₫',
    phone: site.hotline,
    hero: 'luxe-hero',
    card: 'luxe',
    dish: 'luxe-dish',
    menus: { food: 'luxe-food', drinks: 'luxe-drinks' },
  },
  buffet: {
    key: 'buffet',
    name: 'Buffet',
    hotel: 'amalfi',
    path: '/dining/buffet/',
    schemaType: 'Restaurant',
    hours: [
      { opens: '06:30', closes: '10:00' },
      { opens: '17:00', closes: '21:00' },
    ],
    servesCuisine: ['international', 'asian', 'seafood', 'barbecue'],
    priceRange: '₫₫',
    phone: site.hotline,
    hero: 'buffet-hero',
    card: 'buffet',
    dish: 'buffet-grill',
  },
  skybar: {
    key: 'skybar',
    name: 'SkyBar',
    hotel: 'amalfi',
    path: '/dining/skybar/',
    schemaType: 'BarOrPub',
    hours: [{ opens: '15:00', closes: '23:00' }],
    servesCuisine: ['cocktails', 'barSnacks', 'grill'],
    priceRange: '₫₫',
    phone: site.hotline,
    hero: 'skybar-hero',
    card: 'skybar',
    dish: 'skybar-cocktails',
    menus: { food: 'skybar-food', drinks: 'skybar-drinks' },
  },
};

/** "15:00–23:00" */
export const formatHours = (hours: OpeningHours) => `${hours.opens}–${hours.closes}`;

/** REQUIREMENTS §9: the buffet's two sessions, per person, and its offers. The buffet is on the 2nd floor. */
export const BUFFET = {
  floor: 2,
  sessions: {
    breakfast: { hours: { opens: '06:30', closes: '10:00' }, pricePerPerson: 145_000, image: 'buffet-breakfast' as ImageId },
    dinner: { hours: { opens: '17:00', closes: '21:00' }, pricePerPerson: 450_000, image: 'buffet-grill' as ImageId },
  },
  offers: { inHouseGuestDiscountPercent: 10, kidsDiscountPercent: 50, kidsDiscountAges: [6, 10] as const, kidsFreeUnderAge: 6 },
} as const;

/** REQUIREMENTS §3 "Sky bar service": Live DJ nights, happy hour, rooftop dining. */
export const SKYBAR_SERVICES = [
  { key: 'djNights', image: 'skybar-dj-nights' as ImageId },
  { key: 'happyHour', image: 'skybar-happy-hour' as ImageId },
  { key: 'rooftopDining', image: 'skybar-rooftop-dining' as ImageId },
] as const;

export type FlagId = 'vn' | 'gb' | 'kr' | 'cn' | 'ru';

/** REQUIREMENTS §3 "Language option" and "Menu labels per language". */
export interface MenuLanguageOption {
  language: MenuLanguage;
  code: string;
  nativeName: string;
  /** BCP 47, for the lang attribute of the labels. */
  lang: string;
  flag: FlagId;
  labels: { foodButton: string; drinkButton: string; backButton: string; reviewButton: string };
}

export const MENU_LANGUAGE_OPTIONS: Record<MenuLanguage, MenuLanguageOption> = {
  vietnamese: {
    language: 'vietnamese',
    code: 'VI',
    nativeName: 'Tiếng Việt',
    lang: 'vi',
    flag: 'vn',
    labels: { foodButton: 'Thực đơn món ăn', drinkButton: 'Thực đơn đồ uống', backButton: 'Quay lại', reviewButton: 'Để lại đánh giá' },
  },
  english: {
    language: 'english',
    code: 'EN',
    nativeName: 'English',
    lang: 'en',
    flag: 'gb',
    labels: { foodButton: 'Food menu', drinkButton: 'Drink menu', backButton: 'Back', reviewButton: 'Leave a review' },
  },
  korean: {
    language: 'korean',
    code: 'KO',
    nativeName: '한국어',
    lang: 'ko',
    flag: 'kr',
    labels: { foodButton: '음식 메뉴', drinkButton: '음료 메뉴', backButton: '뒤로', reviewButton: '리뷰 남기기' },
  },
  chinese: {
    language: 'chinese',
    code: 'ZH',
    nativeName: '中文',
    lang: 'zh-Hans',
    flag: 'cn',
    labels: { foodButton: '菜单', drinkButton: '酒水单', backButton: '返回', reviewButton: '留下评价' },
  },
  russian: {
    language: 'russian',
    code: 'RU',
    nativeName: 'Русский',
    lang: 'ru',
    flag: 'ru',
    labels: { foodButton: 'Меню блюд', drinkButton: 'Карта напитков', backButton: 'Назад', reviewButton: 'Оставить отзыв' },
  },
};

/** The language pickers: the Bistro offers Vietnamese and English only, Luxe all five (REQUIREMENTS §2). */
export const PICKER_LANGUAGES: Record<'bistro' | 'luxe', readonly MenuLanguage[]> = {
  bistro: ['vietnamese', 'english'],
  luxe: ['vietnamese', 'english', 'korean', 'chinese', 'russian'],
};
