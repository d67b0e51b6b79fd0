import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatRate } from '../../lib/rates';
import { site } from '../../content/site';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { hasType, jsonLdGraph, type LdNode } from './json-ld';

// The menus on the venue pages, read against the JSON the PDFs are printed from (content/menus), not
// against lib/menus: what a guest and a crawler get must be the data, whatever the code does with it.

type Localised = Record<string, string | undefined>;
interface MenuJson {
  id: string;
  sections: {
    title: Localised;
    items: { price: number; name: Localised; description: Localised }[];
    /** A buffet session's stations: dishes with no price of their own. */
    stations?: { title: Localised; dishes: { name: Localised; description?: Localised }[] }[];
  }[];
}
const menuJson = (id: string): MenuJson => JSON.parse(readFileSync(path.join(process.cwd(), 'content', 'menus', `${id}.json`), 'utf8'));
const files: Record<string, { file: string; languages: string[] }> = JSON.parse(
  readFileSync(path.join(process.cwd(), 'content', 'menus', 'files.json'), 'utf8'),
);

const VENUES = {
  bistro: ['bistro-food', 'bistro-drinks'],
  luxe: ['luxe-food', 'luxe-drinks'],
  skybar: ['skybar-food', 'skybar-drinks'],
  buffet: ['buffet'],
} as const;
const LANGS = { en: 'english', vi: 'vietnamese' } as const;
type Lang = keyof typeof LANGS;
const text = (t: Localised, lang: Lang) => t[LANGS[lang]] ?? t.english!;
const pagePath = (venue: string, lang: Lang) => `${lang === 'vi' ? '/vi' : ''}/dining/${venue}/`;

/** The dishes of a venue in one language, as [section, name, price] rows, in data order. */
function dataRows(venue: keyof typeof VENUES, lang: Lang) {
  return VENUES[venue].flatMap((id) => menuJson(id).sections.flatMap((s) => s.items.map((i) => [text(s.title, lang), text(i.name, lang), i.price] as const)));
}

/** The menus with dishes in the page's one graph: the venue's `hasMenu` entries that have sections. */
async function menuJsonLd(page: Page) {
  const graph = await jsonLdGraph(page);
  const venue = graph.find((node) => hasType(node, 'Restaurant') || hasType(node, 'BarOrPub'))!;
  return { '@context': 'https://schema.org', '@graph': (venue.hasMenu as LdNode[]).filter((menu) => Array.isArray(menu.hasMenuSection)) };
}

test.describe('menus on the page, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const venue of Object.keys(VENUES) as (keyof typeof VENUES)[]) {
    for (const lang of ['en', 'vi'] as const) {
      test(`${pagePath(venue, lang)} shows every dish of its menus in ${LANGS[lang]}, with prices`, async ({ page }) => {
        await page.goto(pagePath(venue, lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const board = page.getByTestId('menu-board');
        await expect(board).toBeVisible();
        await expect(board).toHaveAttribute('lang', lang);
        await expect(board.getByRole('heading', { level: 2 })).toHaveText(lang === 'vi' ? 'Thực đơn' : 'The menu');

        for (const id of VENUES[venue]) {
          const menu = board.locator(`[data-menu="${id}"]`);
          await expect(menu).toBeVisible();
          const data = menuJson(id);
          await expect(menu.getByRole('heading', { level: 4 })).toHaveText(data.sections.map((s) => text(s.title, lang)));
          // The priced rows (a buffet station's dishes are checked below).
          const rows = await menu.locator(':scope > section > ul > li').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
          const expected = data.sections.flatMap((s) =>
            s.items.map((i) => ({ name: text(i.name, lang), description: text(i.description, lang), price: formatRate(i.price, 'VND', lang) })),
          );
          expect(rows).toHaveLength(expected.length);
          expected.forEach((dish, n) => {
            expect(rows[n]).toContain(dish.name);
            expect(rows[n]).toContain(dish.description);
            expect(rows[n]).toContain(dish.price);
          });
          // A buffet session's stations, each with every dish the data lists, in the page's language.
          const stations = data.sections.flatMap((s) => s.stations ?? []);
          await expect(menu.getByRole('heading', { level: 5 })).toHaveText(stations.map((st) => text(st.title, lang)));
          const dishes = await menu.locator('section section ul li').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
          const expectedDishes = stations.flatMap((st) => st.dishes.map((d) => `${text(d.name, lang)}|${d.description ? text(d.description, lang) : ''}`));
          expect(dishes).toHaveLength(expectedDishes.length);
          expectedDishes.forEach((dish, n) => {
            const [name, description] = dish.split('|') as [string, string];
            expect(dishes[n]).toContain(name);
            expect(dishes[n]).toContain(description);
          });
          // The PDF beside it, in the page's language where one is printed (Luxe: English).
          const pdf = menu.getByTestId('menu-pdf');
          if (files[id]) {
            const language = files[id]!.languages.includes(LANGS[lang]) ? LANGS[lang] : files[id]!.languages[0]!;
            const href = `/assets/menus/${files[id]!.file.replace('{language}', language)}`.split('/').map(encodeURIComponent).join('/');
            await expect(pdf).toHaveAttribute('href', href);
            // A PDF in another language than the page's says which.
            await expect(pdf).toHaveText(language === LANGS[lang] ? /^PDF\b(?!\s·)/ : /^PDF\s·\sEN/);
            await expect(pdf).toHaveAttribute('target', '_blank');
            const response = await page.request.get(href);
            expect(response.headers()['content-type']).toContain('application/pdf');
          } else {
            await expect(pdf).toHaveCount(0);
          }
        }
        if (lang === 'vi') {
          // Vietnamese text throughout: section titles and dish names of the data's Vietnamese.
          await expect(board).toContainText(venue === 'buffet' ? 'Bữa sáng' : 'Giá tính bằng đồng Việt Nam');
          await expect(board).not.toContainText('Prices in Vietnamese dong');
        }
      });

      test(`${pagePath(venue, lang)} carries the same menus as schema.org JSON-LD`, async ({ page }) => {
        await page.goto(pagePath(venue, lang));
        const ld = await menuJsonLd(page);
        expect(ld, 'a Menu JSON-LD block').toBeTruthy();
        expect(ld['@context']).toBe('https://schema.org');
        const rows: (readonly [string, string, number])[] = [];
        for (const menu of ld['@graph']) {
          expect(menu).toMatchObject({ '@type': 'Menu', inLanguage: lang });
          expect(typeof menu.name).toBe('string');
          const url = new URL(menu.url);
          expect(menu['@id']).toBe(menu.url);
          expect(url.pathname).toBe(pagePath(venue, lang));
          // The anchor is the menu's block on this very page.
          await expect(page.locator(`[id="${url.hash.slice(1)}"]`)).toBeVisible();
          expect(Array.isArray(menu.hasMenuSection)).toBe(true);
          for (const section of menu.hasMenuSection) {
            expect(section['@type']).toBe('MenuSection');
            expect(section.hasMenuItem.length).toBeGreaterThan(0);
            for (const item of section.hasMenuItem) {
              expect(item['@type']).toBe('MenuItem');
              expect(item.description?.length).toBeGreaterThan(0);
              expect(item.offers).toEqual({ '@type': 'Offer', price: expect.any(Number), priceCurrency: 'VND' });
              if (item.suitableForDiet) expect(item.suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']);
              rows.push([section.name, item.name, item.offers.price]);
            }
          }
        }
        expect(rows).toEqual(dataRows(venue, lang));
      });
    }
  }

  test('printing a venue page prints its menu only', async ({ page }) => {
    await page.goto('/vi/dining/luxe/');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('menu-board')).toBeVisible();
    await expect(page.getByText('Tartare cá ngừ')).toBeVisible();
    for (const chrome of ['body > footer', 'nav', 'main h1', '[data-testid="menu-actions"]', '[data-testid="menu-pdf"]']) {
      await expect(page.locator(chrome).first(), chrome).toBeHidden();
    }
    const colour = await page.getByText('Tartare cá ngừ').evaluate((el) => getComputedStyle(el).color);
    expect(colour).toBe('rgb(0, 0, 0)');
  });
});

test.describe('the a la carte buttons open the menu on the page', () => {
  for (const path of ['/dining/bistro/', '/vi/dining/buffet/']) {
    test(`${path}: the menu board has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByTestId('menu-board').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
    });
  }

  test('Bistro: the food button scrolls to the food menu and focuses its title; its PDF is beside it', async ({ page }) => {
    await page.goto('/dining/bistro/');
    await waitForHydration(page);
    await page.getByTestId('menu-actions').getByRole('button', { name: 'English', exact: true }).click();
    const pdf = page.getByTestId('menu-link').first();
    await expect(pdf).toBeFocused();
    await expect(pdf).toHaveAttribute('href', '/assets/menus/sorrento/alacarte/english-menu.pdf');
    await expect(pdf).toHaveText(/PDF/);
    await page.getByTestId('menu-actions').getByRole('button', { name: 'Drink menu', exact: true }).click();
    const title = page.locator('#menu-bistro-drinks h3');
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
  });

  test('Luxe in Korean: the Korean PDF, the menu on the page in the site language', async ({ page }) => {
    await page.goto('/vi/dining/luxe/');
    await waitForHydration(page);
    await page.getByTestId('menu-actions').getByRole('button', { name: '한국어', exact: true }).click();
    await expect(page.getByRole('link', { name: /음식 메뉴/ })).toHaveAttribute('href', '/assets/menus/amalfi/alacarte/food%20korean.pdf');
    await page.getByRole('button', { name: '음식 메뉴', exact: true }).click();
    await expect(page.locator('#menu-luxe-food h3')).toBeFocused();
    await expect(page.locator('#menu-luxe-food')).toContainText('Tôm hùm Phú Quốc nướng');
  });

  test('after a live switch, the menu follows the new language', async ({ page }) => {
    await page.goto('/dining/skybar/');
    await waitForHydration(page);
    // The switch moves to the twin page without a reload (this mark would not survive one).
    await page.evaluate(() => ((window as unknown as { __beforeSwitch: boolean }).__beforeSwitch = true));
    // The navbar's language menu (its entries are links to the twin page, switched live once hydrated).
    const toggle = page.getByRole('button', { name: /^Language:/ });
    await toggle.focus();
    await toggle.click();
    await page.getByRole('link', { name: 'Tiếng Việt' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page).toHaveURL(/\/vi\/dining\/skybar\/$/);
    await expect(page.getByRole('link', { name: 'Đặt phòng ngay' }).first()).toBeAttached();
    const board = page.getByTestId('menu-board');
    await expect(board).toHaveAttribute('lang', 'vi');
    await expect(board.getByRole('heading', { level: 2 })).toHaveText('Thực đơn');
    expect(await page.evaluate(() => (window as unknown as { __beforeSwitch?: boolean }).__beforeSwitch)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe('Zalo and WhatsApp links', () => {
  const digits = (s: string) => s.replace(/\D/g, '');
  const hotels = [
    { key: 'sorrento', name: 'Vela Sorrento' },
    { key: 'amalfi', name: 'Vela Amalfi' },
  ] as const;
  const names = {
    en: { zalo: (h: string) => `Chat on Zalo with ${h}`, whatsapp: (h: string) => `Chat on WhatsApp with ${h}` },
    vi: { zalo: (h: string) => `Nhắn tin Zalo cho ${h}`, whatsapp: (h: string) => `Nhắn tin WhatsApp cho ${h}` },
  };

  for (const lang of ['en', 'vi'] as const) {
    for (const where of ['footer', 'contact page'] as const) {
      test(`${where} (${lang}): each hotel's chats, named for the hotel, in a new tab without an opener`, async ({ page }) => {
        await page.goto(`${lang === 'vi' ? '/vi' : ''}${where === 'footer' ? '/offers/' : '/contact/'}`);
        const scope = where === 'footer' ? page.locator('body > footer') : page.locator('main');
        for (const hotel of hotels) {
          const contact = site.hotels[hotel.key];
          const expected = [
            { name: names[lang].zalo(hotel.name), href: `https://zalo.me/${digits(contact.zalo)}`, text: 'Zalo' },
            { name: names[lang].whatsapp(hotel.name), href: `https://wa.me/${digits(contact.whatsapp)}`, text: 'WhatsApp' },
          ];
          for (const link of expected) {
            const a = scope.getByRole('link', { name: new RegExp(`^${link.name}`) });
            await expect(a).toHaveAttribute('href', link.href);
            await expect(a).toHaveAttribute('target', '_blank');
            await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
            await expect(a).toHaveText(link.text);
            await expect(a).toBeVisible();
          }
        }
      });
    }
  }
});
