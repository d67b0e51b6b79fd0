import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { MENU_IDS, MENU_LANGUAGES, MENUS } from '@/content/menus';
import { menuPdfHref, menuPdfLanguage, menuPdfPath } from '@/lib/menu-links';

describe('menu PDF links (REQUIREMENTS §7 "Static assets and links")', () => {
  it('gives the sky bar its food and drinks menus', () => {
    expect(menuPdfPath('skybar-food')).toBe('/assets/menus/amalfi/skybar/food.pdf');
    expect(menuPdfPath('skybar-drinks')).toBe('/assets/menus/amalfi/skybar/drinks.pdf');
  });

  it('gives the Bistro a food and a drinks menu in each of the five languages', () => {
    for (const language of MENU_LANGUAGES) {
      expect(menuPdfPath('bistro-food', language)).toBe(`/assets/menus/sorrento/alacarte/${language}-menu.pdf`);
      expect(menuPdfPath('bistro-drinks', language)).toBe(`/assets/menus/sorrento/drinks/${language}-drinks.pdf`);
    }
  });

  it('gives Luxe English, Korean and Chinese menus, and English for Vietnamese and Russian', () => {
    expect(menuPdfPath('luxe-food', 'english')).toBe('/assets/menus/amalfi/alacarte/food english.pdf');
    expect(menuPdfPath('luxe-food', 'korean')).toBe('/assets/menus/amalfi/alacarte/food korean.pdf');
    expect(menuPdfPath('luxe-drinks', 'chinese')).toBe('/assets/menus/amalfi/drinks/drinks chinese.pdf');
    expect(menuPdfLanguage('luxe-food', 'vietnamese')).toBe('english');
    expect(menuPdfPath('luxe-food', 'vietnamese')).toBe('/assets/menus/amalfi/alacarte/food english.pdf');
    expect(menuPdfPath('luxe-drinks', 'russian')).toBe('/assets/menus/amalfi/drinks/drinks english.pdf');
  });

  it('URL-encodes the space in the Luxe file names for links', () => {
    expect(menuPdfHref('luxe-food', 'korean')).toBe('/assets/menus/amalfi/alacarte/food%20korean.pdf');
    expect(menuPdfHref('luxe-drinks', 'russian')).toBe('/assets/menus/amalfi/drinks/drinks%20english.pdf');
    expect(menuPdfHref('bistro-food', 'vietnamese')).toBe('/assets/menus/sorrento/alacarte/vietnamese-menu.pdf');
  });

  it('has a generated PDF in public/ for every link a page can make', () => {
    for (const id of MENU_IDS) {
      for (const language of MENU_LANGUAGES) {
        const file = path.join(process.cwd(), 'public', menuPdfPath(id, language));
        expect(existsSync(file)).toBe(true);
        const size = statSync(file).size;
        expect(size).toBeGreaterThan(10_000);
        expect(size).toBeLessThan(300_000);
      }
    }
  });
});

describe('menu data (content/menus/*.json)', () => {
  it.each(MENU_IDS)('%s has every text in every language it is printed in, and prices in whole VND', (id) => {
    const menu = MENUS[id];
    const languages = [...menu.languages, ...(menu.subtitleLanguage ? [menu.subtitleLanguage] : [])];
    expect(menu.sections.length).toBeGreaterThan(1);
    for (const section of menu.sections) {
      for (const language of languages) expect(section.title[language]?.trim()).toBeTruthy();
      expect(section.items.length).toBeGreaterThan(0);
      for (const item of section.items) {
        expect(Number.isInteger(item.price)).toBe(true);
        expect(item.price % 1000).toBe(0);
        expect(item.price).toBeGreaterThanOrEqual(30_000);
        for (const language of languages) {
          expect(item.name[language]?.trim()).toBeTruthy();
          expect(item.description[language]?.trim()).toBeTruthy();
        }
      }
    }
  });

  it('prints the Bistro in five languages and Luxe in English, Korean and Chinese', () => {
    expect(MENUS['bistro-food'].languages).toEqual(['english', 'vietnamese', 'korean', 'chinese', 'russian']);
    expect(MENUS['bistro-drinks'].languages).toEqual(['english', 'vietnamese', 'korean', 'chinese', 'russian']);
    expect(MENUS['luxe-food'].languages).toEqual(['english', 'korean', 'chinese']);
    expect(MENUS['luxe-drinks'].languages).toEqual(['english', 'korean', 'chinese']);
  });
});
