/**
 * The menus as the pages show them: content/menus/*.json (the PDFs' source) in the page's language,
 * and the same as schema.org JSON-LD. Server-side only in practice: it imports every dish.
 * A client component that needs a menu's element id imports ./anchor instead.
 */
export { MENUS_ANCHOR, menuAnchor } from './anchor';
export { menuSchema } from './schema';
export { formatMenuPrice, localised, MENU_LANGUAGE, marksUsed, menuView, venueMenus, type MenuItemView, type MenuSectionView, type MenuView } from './view';
