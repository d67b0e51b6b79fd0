/**
 * The menus of the Bistro, Luxe and the SkyBar, typed. The data lives in JSON beside this file so the
 * PDF generator (scripts/menus/generate.mjs, plain Node) reads the very same files; the PDFs it writes
 * to public/assets/menus/ are what the pages link to (lib/menu-links.ts).
 */
import bistroDrinks from './bistro-drinks.json';
import bistroFood from './bistro-food.json';
import labels from './labels.json';
import luxeDrinks from './luxe-drinks.json';
import luxeFood from './luxe-food.json';
import skybarDrinks from './skybar-drinks.json';
import skybarFood from './skybar-food.json';

/** The languages menus are printed in (spec section 7 names the files after them). */
export const MENU_LANGUAGES = ['english', 'vietnamese', 'korean', 'chinese', 'russian'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];
export type MenuKind = 'food' | 'drinks';

export type Localised = Partial<Record<MenuLanguage, string>>;

export interface MenuItem {
  /** VND, tax and service included. */
  price: number;
  name: Localised;
  description: Localised;
}

export interface MenuSection {
  title: Localised;
  items: MenuItem[];
}

export interface Menu {
  id: MenuId;
  kind: MenuKind;
  venue: string;
  hotel: string;
  hours: string;
  /** Path under /assets/menus/, `{language}` replaced by a MenuLanguage. May contain spaces. */
  file: string;
  /** The languages a PDF exists in; the first is the fallback. */
  languages: MenuLanguage[];
  /** A second language printed under each dish (the SkyBar's menus are English with Vietnamese). */
  subtitleLanguage?: MenuLanguage;
  note?: Localised;
  sections: MenuSection[];
}

export const MENU_IDS = ['skybar-food', 'skybar-drinks', 'bistro-food', 'bistro-drinks', 'luxe-food', 'luxe-drinks'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export const MENUS: Record<MenuId, Menu> = {
  'skybar-food': skybarFood as Menu,
  'skybar-drinks': skybarDrinks as Menu,
  'bistro-food': bistroFood as Menu,
  'bistro-drinks': bistroDrinks as Menu,
  'luxe-food': luxeFood as Menu,
  'luxe-drinks': luxeDrinks as Menu,
};

export interface MenuPrintLabels {
  food: string;
  drinks: string;
  daily: string;
  priceNote: string;
  allergyNote: string;
  locale: string;
  pdfLang: string;
}

export const MENU_PRINT_LABELS: Record<MenuLanguage, MenuPrintLabels> = labels;
