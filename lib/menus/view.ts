import { BUFFET_MENU, MENUS, type Localised, type MenuContent, type MenuId, type MenuKind, type MenuLanguage, type MenuMark } from '@/content/menus';
import { VENUES, type VenueKey } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { menuPdfHref, menuPdfLanguage } from '@/lib/menu-links';
import { formatRate } from '@/lib/rates';
import { menuAnchor } from './anchor';

/** The menu data's language for a site language. */
export const MENU_LANGUAGE: Record<Language, MenuLanguage> = { en: 'english', vi: 'vietnamese' };

/**
 * A text in the site language; where the data has no such translation, its English (a name like
 * "Negroni" or "Sauvignon Blanc" is the same everywhere, so the data may give it once).
 */
export function localised(text: Localised | undefined, language: Language): string {
  if (!text) return '';
  return text[MENU_LANGUAGE[language]] ?? text.english ?? Object.values(text).find(Boolean) ?? '';
}

/**
 * A menu price as the rest of the site shows money (lib/rates formatRate): "95,000 ₫" in English,
 * "95.000 ₫" in Vietnamese. Data prices are whole VND, tax and service included.
 */
export const formatMenuPrice = (price: number, language: Language) => formatRate(price, 'VND', language);

export interface MenuItemView {
  name: string;
  description: string;
  price: number;
  priceText: string;
  marks: MenuMark[];
}

export interface MenuDishView {
  name: string;
  description: string;
  marks: MenuMark[];
}

export interface MenuStationView {
  /** Unique on the page: "menu-buffet-1-2". */
  id: string;
  title: string;
  dishes: MenuDishView[];
}

export interface MenuSectionView {
  /** Unique on the page: "menu-bistro-food-2". */
  id: string;
  title: string;
  hours?: string;
  items: MenuItemView[];
  /** A buffet session's stations; none on an à la carte menu. */
  stations: MenuStationView[];
}

export interface MenuView {
  id: string;
  kind: MenuKind;
  /** The block's element id on the page. */
  anchor: string;
  venue: string;
  hotel: string;
  hours: string;
  language: Language;
  note?: string;
  /** The printed menu in the page's language, or its fallback (Luxe prints no Vietnamese); none for the buffet. */
  pdfHref?: string;
  /** The language that PDF is printed in, when it is not the page's (Luxe on a Vietnamese page: English). */
  pdfFallback?: MenuLanguage;
  sections: MenuSectionView[];
}

const hasPdf = (menu: MenuContent): menu is (typeof MENUS)[keyof typeof MENUS] => menu.id in MENUS;

function pdfOf(id: MenuId, language: MenuLanguage): Pick<MenuView, 'pdfHref' | 'pdfFallback'> {
  const printed = menuPdfLanguage(id, language);
  return { pdfHref: menuPdfHref(id, language), ...(printed !== language ? { pdfFallback: printed } : {}) };
}

/** The data of one menu (content/menus/*.json, the PDFs' source) as the page shows it in one language. */
export function menuView(menu: MenuContent, language: Language): MenuView {
  const anchor = menuAnchor(menu.id);
  return {
    id: menu.id,
    kind: menu.kind,
    anchor,
    venue: menu.venue,
    hotel: menu.hotel,
    hours: menu.hours,
    language,
    ...(menu.note ? { note: localised(menu.note, language) } : {}),
    ...(hasPdf(menu) ? pdfOf(menu.id, MENU_LANGUAGE[language]) : {}),
    sections: menu.sections.map((section, index) => ({
      id: `${anchor}-${index + 1}`,
      title: localised(section.title, language),
      ...(section.hours ? { hours: section.hours } : {}),
      items: section.items.map((item) => ({
        name: localised(item.name, language),
        description: localised(item.description, language),
        price: item.price,
        priceText: formatMenuPrice(item.price, language),
        marks: item.marks ?? [],
      })),
      stations: (section.stations ?? []).map((station, s) => ({
        id: `${anchor}-${index + 1}-${s + 1}`,
        title: localised(station.title, language),
        dishes: station.dishes.map((dish) => ({
          name: localised(dish.name, language),
          description: localised(dish.description, language),
          marks: dish.marks ?? [],
        })),
      })),
    })),
  };
}

/** The menus a venue page shows, food first: its printed menus, or the buffet's sessions. */
export function venueMenus(venue: VenueKey): MenuContent[] {
  const ids = VENUES[venue].menus;
  if (ids) return [MENUS[ids.food], MENUS[ids.drinks]];
  return venue === 'buffet' ? [BUFFET_MENU] : [];
}

/** The marks used anywhere on a venue's menus, in legend order (a legend lists only what the page shows). */
export function marksUsed(menus: readonly MenuView[], order: readonly MenuMark[]): MenuMark[] {
  const used = new Set(
    menus.flatMap((m) => m.sections.flatMap((s) => [...s.items.flatMap((i) => i.marks), ...s.stations.flatMap((st) => st.dishes.flatMap((d) => d.marks))])),
  );
  return order.filter((mark) => used.has(mark));
}
