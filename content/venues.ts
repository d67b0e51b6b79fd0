/**
 * The four dining venues (docs/REQUIREMENTS.md §1, §2 and §9): where they are, when they open, what they serve,
 * their menus and artwork. Prose lives in messages/ (SkybarPage, MenuPage, BuffetPage...).
 */
import type { ImageId } from './images';
import type { MenuId, MenuLanguage } from './menus';
import data from './data/venues.json';
import type { HotelKey, Phone } from './site';

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

type VenueData = Omit<Venue, 'key' | 'phone'> & { phone: string };

// The data: content/data/venues.json (edited in /admin/, checked by content/schema.mjs at build). The
// phone is written as people read it; its tel: form is made from it.
const venue = (key: VenueKey, v: VenueData): Venue => ({ key, ...v, phone: { display: v.phone, e164: `+${v.phone.replace(/\D/g, '')}` } });
const venues = data.venues as Record<VenueKey, VenueData>;

export const VENUES: Record<VenueKey, Venue> = {
  bistro: venue('bistro', venues.bistro),
  luxe: venue('luxe', venues.luxe),
  buffet: venue('buffet', venues.buffet),
  skybar: venue('skybar', venues.skybar),
};

/** "15:00–23:00" */
export const formatHours = (hours: OpeningHours) => `${hours.opens}–${hours.closes}`;

/** REQUIREMENTS §9: the buffet's two sessions, per person, and its offers. The buffet is on the 2nd floor. */
export const BUFFET = {
  floor: data.buffet.floor,
  sessions: {
    breakfast: { ...data.buffet.breakfast, image: data.buffet.breakfast.image as ImageId },
    dinner: { ...data.buffet.dinner, image: data.buffet.dinner.image as ImageId },
  },
  offers: {
    inHouseGuestDiscountPercent: data.buffet.inHouseGuestDiscountPercent,
    kidsDiscountPercent: data.buffet.kidsDiscountPercent,
    kidsDiscountAges: data.buffet.kidsDiscountAges as unknown as readonly [number, number],
    kidsFreeUnderAge: data.buffet.kidsFreeUnderAge,
  },
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
