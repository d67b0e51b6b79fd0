import { MENU_PRINT_LABELS, type MenuContent, type MenuMark } from '@/content/menus';
import { localizePath, type Language } from '@/lib/i18n/language';
import { absoluteUrl } from '@/lib/seo';
import { MENU_LANGUAGE, menuView } from './view';

/** The marks that are diets in schema.org's sense (RestrictedDiet); spicy, seafood and nuts are not. */
const DIETS: Partial<Record<MenuMark, string>> = { vegetarian: 'https://schema.org/VegetarianDiet' };

type Dish = { name: string; description: string; marks: readonly MenuMark[] };

/** A dish as a MenuItem, without a price (a buffet's dishes are in their session's). */
function menuItem(dish: Dish) {
  const diets = dish.marks.flatMap((mark) => DIETS[mark] ?? []);
  return {
    '@type': 'MenuItem',
    name: dish.name,
    ...(dish.description ? { description: dish.description } : {}),
    ...(diets.length ? { suitableForDiet: diets } : {}),
  };
}

/** A dish with its own price. */
const pricedMenuItem = (dish: Dish, price: number) => ({ ...menuItem(dish), offers: { '@type': 'Offer', price, priceCurrency: 'VND' } });

/**
 * schema.org `Menu > MenuSection > MenuItem (offers)` for one menu in one language, as the page at
 * `pagePath` shows it (its @id and url are the menu's block on that page, so a Restaurant's `hasMenu`
 * can point at it). No @context: the venue's node embeds it (lib/structured-data/venues.ts).
 */
export function menuSchema(menu: MenuContent, language: Language, pagePath: string) {
  const view = menuView(menu, language);
  const url = `${absoluteUrl(localizePath(pagePath, language))}#${view.anchor}`;
  return {
    '@type': 'Menu',
    '@id': url,
    name: `${view.venue} · ${MENU_PRINT_LABELS[MENU_LANGUAGE[language]][view.kind]}`,
    url,
    inLanguage: language,
    ...(view.pdfHref ? { associatedMedia: { '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: absoluteUrl(view.pdfHref) } } : {}),
    hasMenuSection: view.sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.title,
      hasMenuItem: section.items.map((item) => pricedMenuItem(item, item.price)),
      // A buffet session: its stations as sub-sections, their dishes included in the price above.
      ...(section.stations.length
        ? {
            hasMenuSection: section.stations.map((station) => ({
              '@type': 'MenuSection',
              name: station.title,
              hasMenuItem: station.dishes.map((dish) => menuItem(dish)),
            })),
          }
        : {}),
    })),
  };
}
