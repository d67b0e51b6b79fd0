import { BUFFET_MENU, MENU_IDS, MENU_MARKS, MENUS } from '@/content/menus';
import { site } from '@/content/site';
import { formatMenuPrice, localised, marksUsed, menuAnchor, menuSchema, menuView, venueMenus } from '@/lib/menus';

describe('menu prices', () => {
  it("use the site's VND style in each language", () => {
    expect(formatMenuPrice(95_000, 'en')).toBe('95,000 ₫');
    expect(formatMenuPrice(1_250_000, 'vi')).toBe('1.250.000 ₫');
  });
});

describe('menu data -> page sections', () => {
  it('keeps every section and dish of the data, in order, in the page language', () => {
    const en = menuView(MENUS['bistro-food'], 'en');
    const vi = menuView(MENUS['bistro-food'], 'vi');
    const data = MENUS['bistro-food'].sections;
    expect(en.sections.map((s) => s.title)).toEqual(data.map((s) => s.title.english));
    expect(vi.sections.map((s) => s.title)).toEqual(data.map((s) => s.title.vietnamese));
    expect(vi.sections[0]!.items[0]).toEqual({
      name: 'Gỏi cuốn tôm thịt',
      description: data[0]!.items[0]!.description.vietnamese,
      price: 95_000,
      priceText: '95.000 ₫',
      marks: ['seafood', 'nuts'],
    });
    expect(en.sections.flatMap((s) => s.items.map((i) => i.price))).toEqual(data.flatMap((s) => s.items.map((i) => i.price)));
  });

  it('gives each menu and section an id on the page, and links the PDF in the page language or its fallback', () => {
    const bistro = menuView(MENUS['bistro-drinks'], 'vi');
    expect(bistro.anchor).toBe(menuAnchor('bistro-drinks'));
    expect(bistro.sections.map((s) => s.id)).toEqual(['menu-bistro-drinks-1', 'menu-bistro-drinks-2', 'menu-bistro-drinks-3']);
    expect(bistro.pdfHref).toBe('/assets/menus/sorrento/drinks/vietnamese-drinks.pdf');
    expect(bistro.pdfFallback).toBeUndefined();
    // Luxe prints no Vietnamese menu: the English PDF, and the page says so.
    expect(menuView(MENUS['luxe-food'], 'vi')).toMatchObject({ pdfHref: '/assets/menus/amalfi/alacarte/food%20english.pdf', pdfFallback: 'english' });
    expect(menuView(BUFFET_MENU, 'en').pdfHref).toBeUndefined();
  });

  it('falls back to the English text where the data has only one', () => {
    expect(localised({ english: 'Negroni' }, 'vi')).toBe('Negroni');
    expect(localised({ english: 'Mojito', vietnamese: 'Mojito bạc hà' }, 'vi')).toBe('Mojito bạc hà');
    expect(localised(undefined, 'en')).toBe('');
  });

  it('has a Vietnamese text for every dish shown on a /vi/ page', () => {
    for (const menu of [...MENU_IDS.map((id) => MENUS[id]), BUFFET_MENU]) {
      for (const section of menu.sections) {
        expect(section.title.vietnamese).toBeTruthy();
        for (const item of section.items) {
          expect([menu.id, item.name.vietnamese, item.description.vietnamese].every(Boolean)).toBe(true);
          for (const mark of item.marks ?? []) expect(MENU_MARKS).toContain(mark);
        }
      }
    }
  });

  it('shows the venues their own menus, and the buffet its two sessions with the spec prices', () => {
    expect(venueMenus('bistro').map((m) => m.id)).toEqual(['bistro-food', 'bistro-drinks']);
    expect(venueMenus('skybar').map((m) => m.id)).toEqual(['skybar-food', 'skybar-drinks']);
    const buffet = menuView(venueMenus('buffet')[0]!, 'en');
    expect(buffet.sections.map((s) => [s.hours, s.items[0]!.price])).toEqual([
      ['06:30–10:00', 145_000],
      ['17:00–21:00', 450_000],
    ]);
  });

  it.each(['en', 'vi'] as const)('%s: the buffet lists what each session serves, station by station, in the page language', (language) => {
    const buffet = menuView(venueMenus('buffet')[0]!, language);
    for (const section of buffet.sections) {
      expect(section.stations.length).toBeGreaterThanOrEqual(4);
      for (const station of section.stations) {
        expect(station.title).not.toBe('');
        expect(station.dishes.length).toBeGreaterThanOrEqual(2);
        for (const dish of station.dishes) expect(dish.name).not.toBe('');
      }
    }
    // Each text given in both languages, not the English fallback.
    for (const section of BUFFET_MENU.sections) {
      for (const station of section.stations ?? []) {
        expect([station.title.english, station.title.vietnamese].every(Boolean)).toBe(true);
        for (const dish of station.dishes) {
          expect([dish.name.english, dish.name.vietnamese].every(Boolean)).toBe(true);
          if (dish.description) expect([dish.description.english, dish.description.vietnamese].every(Boolean)).toBe(true);
          for (const mark of dish.marks ?? []) expect(MENU_MARKS).toContain(mark);
        }
      }
    }
    const names = buffet.sections.flatMap((s) => s.stations.flatMap((st) => st.dishes.map((d) => d.name)));
    expect(names).toContain(language === 'vi' ? 'Phở bò' : 'Beef pho');
    expect(names).toContain(language === 'vi' ? 'Tôm sú nướng' : 'Tiger prawns');
    // Station ids are unique on the page.
    const ids = buffet.sections.flatMap((s) => [s.id, ...s.stations.map((st) => st.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes the buffet stations into the Menu JSON-LD as sub-sections of each session, the price per person on the session', () => {
    const menu = menuSchema(BUFFET_MENU, 'vi', '/dining/buffet/') as unknown as {
      hasMenuSection: Array<{
        name: string;
        hasMenuItem: Array<{ offers?: { price: number } }>;
        hasMenuSection: Array<{ name: string; hasMenuItem: Array<{ name: string; offers?: unknown }> }>;
      }>;
    };
    expect(menu.hasMenuSection.map((s) => [s.name, s.hasMenuItem[0]!.offers!.price])).toEqual([
      ['Bữa sáng', 145_000],
      ['Bữa tối hải sản nướng', 450_000],
    ]);
    const breakfast = menu.hasMenuSection[0]!.hasMenuSection;
    expect(breakfast[0]!.name).toBe('Quầy phở và bún');
    expect(breakfast[0]!.hasMenuItem[0]).toMatchObject({ '@type': 'MenuItem', name: 'Phở bò' });
    for (const station of breakfast) for (const dish of station.hasMenuItem) expect(dish.offers).toBeUndefined();
  });

  it('lists in the legend only the marks a page uses', () => {
    expect(marksUsed([menuView(MENUS['luxe-food'], 'en')], MENU_MARKS)).toEqual(['vegetarian', 'seafood']);
    expect(marksUsed([menuView(MENUS['bistro-drinks'], 'en')], MENU_MARKS)).toEqual([]);
  });
});

describe('menu JSON-LD (schema.org Menu)', () => {
  it('nests sections and items with VND offers, in the page language, anchored on the page', () => {
    const menu = menuSchema(MENUS['luxe-food'], 'vi', '/dining/luxe/');
    expect(menu).toMatchObject({
      '@type': 'Menu',
      '@id': `${site.url}/vi/dining/luxe/#menu-luxe-food`,
      url: `${site.url}/vi/dining/luxe/#menu-luxe-food`,
      name: 'Luxe · Thực đơn món ăn',
      inLanguage: 'vi',
      associatedMedia: { '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: `${site.url}/assets/menus/amalfi/alacarte/food%20english.pdf` },
    });
    expect(menu.hasMenuSection[0]).toMatchObject({ '@type': 'MenuSection', name: 'Khai vị' });
    expect(menu.hasMenuSection[0]!.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Tartare cá ngừ',
      description: 'Cá ngừ vây vàng, bơ, sốt yuzu, bánh giòn mè',
      offers: { '@type': 'Offer', price: 320_000, priceCurrency: 'VND' },
    });
    expect(menu.hasMenuSection[0]!.hasMenuItem[1]).toMatchObject({ suitableForDiet: ['https://schema.org/VegetarianDiet'] });
  });

  it('lists exactly the dishes and prices of the PDF data', () => {
    const graph = { '@graph': venueMenus('bistro').map((menu) => menuSchema(menu, 'en', '/dining/bistro/')) };
    const dishes = graph['@graph'].flatMap((m) => m.hasMenuSection.flatMap((s) => s.hasMenuItem.map((i) => [i.name, i.offers.price])));
    const data = [MENUS['bistro-food'], MENUS['bistro-drinks']].flatMap((m) => m.sections.flatMap((s) => s.items.map((i) => [i.name.english, i.price])));
    expect(dishes).toEqual(data);
    expect(graph['@graph'].map((m) => m.url)).toEqual([`${site.url}/dining/bistro/#menu-bistro-food`, `${site.url}/dining/bistro/#menu-bistro-drinks`]);
  });
});
