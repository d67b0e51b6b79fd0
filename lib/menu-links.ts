import { MENU_FILES, type MenuId, type MenuLanguage } from '@/content/menus/files';

/** Where the generated menu PDFs are served from (docs/REQUIREMENTS.md §7). */
export const MENU_ASSET_BASE = '/assets/menus/';

/** The language a PDF exists in: the asked one, or the menu's fallback (English) when it has none. */
export function menuPdfLanguage(id: MenuId, language: MenuLanguage = 'english'): MenuLanguage {
  const menu = MENU_FILES[id];
  return menu.languages.includes(language) ? language : (menu.languages[0] ?? 'english');
}

/** The file's path as written on disk and in the spec, e.g. "/assets/menus/amalfi/alacarte/food english.pdf". */
export function menuPdfPath(id: MenuId, language?: MenuLanguage): string {
  return `${MENU_ASSET_BASE}${MENU_FILES[id].file.replace('{language}', menuPdfLanguage(id, language))}`;
}

/** The same path, URL-encoded for an href ("food%20english.pdf"): spaces must not reach the browser raw. */
export function menuPdfHref(id: MenuId, language?: MenuLanguage): string {
  return menuPdfPath(id, language).split('/').map(encodeURIComponent).join('/');
}
