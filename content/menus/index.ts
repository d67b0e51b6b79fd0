/**
 * The menus of the Bistro, Luxe and the SkyBar, typed. The data lives in JSON beside this file so the
 * PDF generator (scripts/menus/generate.mjs, plain Node) reads the very same files; the PDFs it writes
 * to public/assets/menus/ are what the pages link to (lib/menu-links.ts).
 *
 * Where each PDF lives and which languages it is printed in is kept apart, in files.json (./files.ts):
 * the pages' buttons need only that, and the dishes stay out of the browser's bundle. The pages render
 * the same dishes as HTML on the server (components/dining/menu-board.tsx via lib/menus/).
 */
import bistroDrinks from './bistro-drinks.json';
import bistroFood from './bistro-food.json';
import buffet from './buffet.json';
import labels from './labels.json';
import luxeDrinks from './luxe-drinks.json';
import luxeFood from './luxe-food.json';
import skybarDrinks from './skybar-drinks.json';
import skybarFood from './skybar-food.json';
import { MENU_FILES, type MenuFile, type MenuId, type MenuLanguage } from './files';

export { MENU_IDS, MENU_LANGUAGES, type MenuId, type MenuLanguage } from './files';

export type MenuKind = 'food' | 'drinks';

export type Localised = Partial<Record<MenuLanguage, string>>;

/** What a guest may want to know before ordering; the pages show them with a legend (messages: DiningMenu.marks). */
export const MENU_MARKS = ['vegetarian', 'spicy', 'seafood', 'nuts'] as const;
export type MenuMark = (typeof MENU_MARKS)[number];

export interface MenuItem {
  /** VND, tax and service included. */
  price: number;
  name: Localised;
  description: Localised;
  marks?: MenuMark[];
}

/** A dish included in a buffet session's price: no price of its own. */
export interface MenuDish {
  name: Localised;
  description?: Localised;
  marks?: MenuMark[];
}

/** A buffet station (the pho station, the seafood grill) and what it serves. */
export interface MenuStation {
  title: Localised;
  dishes: MenuDish[];
}

export interface MenuSection {
  title: Localised;
  /** When the section is served, if not the menu's hours (the buffet's two sessions). */
  hours?: string;
  items: MenuItem[];
  /** What a buffet session serves, station by station (its price is the section's item, per person). */
  stations?: MenuStation[];
}

/** A menu's content, whether or not it is also printed as a PDF. */
export interface MenuContent {
  id: string;
  kind: MenuKind;
  venue: string;
  hotel: string;
  hours: string;
  /** A second language printed under each dish (the SkyBar's menus are English with Vietnamese). */
  subtitleLanguage?: MenuLanguage;
  note?: Localised;
  sections: MenuSection[];
}

/** A menu that is also printed: its PDF's path and languages (files.json). */
export interface Menu extends MenuContent, MenuFile {
  id: MenuId;
}

const withFile = (menu: unknown): Menu => {
  const content = menu as MenuContent & { id: MenuId };
  return { ...content, ...MENU_FILES[content.id] };
};

export const MENUS: Record<MenuId, Menu> = {
  'skybar-food': withFile(skybarFood),
  'skybar-drinks': withFile(skybarDrinks),
  'bistro-food': withFile(bistroFood),
  'bistro-drinks': withFile(bistroDrinks),
  'luxe-food': withFile(luxeFood),
  'luxe-drinks': withFile(luxeDrinks),
};

/** The buffet's two sessions, their price per person and what each serves: on its page only, no PDF (the spec names none). */
export const BUFFET_MENU = buffet as MenuContent;

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
