/** Where each menu's PDF lives and the languages it is printed in (data: files.json, shared with the PDF generator). */
import files from './files.json';

/** The languages menus are printed in (docs/REQUIREMENTS.md §7 names the files after them). */
export const MENU_LANGUAGES = ['english', 'vietnamese', 'korean', 'chinese', 'russian'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

export const MENU_IDS = ['skybar-food', 'skybar-drinks', 'bistro-food', 'bistro-drinks', 'luxe-food', 'luxe-drinks'] as const;
export type MenuId = (typeof MENU_IDS)[number];

export interface MenuFile {
  /** Path under /assets/menus/, `{language}` replaced by a MenuLanguage. May contain spaces. */
  file: string;
  /** The languages a PDF exists in; the first is the fallback. */
  languages: MenuLanguage[];
}

export const MENU_FILES = files as Record<MenuId, MenuFile>;
