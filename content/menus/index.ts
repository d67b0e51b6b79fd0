/**
 * The menus of the Bistro, Luxe and the SkyBar, typed. The data lives in JSON beside this file so the
 * PDF generator (scripts/menus/generate.mjs, plain Node) reads the very same files; the PDFs it writes
 * to public/assets/menus/ are what the pages link to (lib/menu-links.ts).
 *
 * Where each PDF lives and which languages it is printed in is kept apart, in files.json (./files.ts):
 * the pages' buttons need only that, and the dishes stay out of the browser's bundle.
 */
import bistroDrinks from './bistro-drinks.json';
import bistroFood from './bistro-food.json';
import labels from './labels.json';
import luxeDrinks from './luxe-drinks.json';
import luxeFood from './luxe-food.json';
import skybarDrinks from './skybar-drinks.json';
import skybarFood from './skybar-food.json';
import { MENU_FILES, type MenuFile, type MenuId, type MenuLanguage } from './files';

export { MENU_IDS, MENU_LANGUAGES, type MenuId, type MenuLanguage } from './files';

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

export interface Menu extends MenuFile {
  id: MenuId;
  kind: MenuKind;
  venue: string;
  hotel: string;
  hours: string;
  /** A second language printed under each dish (the SkyBar's menus are English with Vietnamese). */
  subtitleLanguage?: MenuLanguage;
  note?: Localised;
  sections: MenuSection[];
}

type MenuContent = Omit<Menu, keyof MenuFile>;
const withFile = (menu: unknown): Menu => {
  const content = menu as MenuContent;
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
