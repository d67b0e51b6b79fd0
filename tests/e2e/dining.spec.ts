import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForHydration } from './helpers';
import { jsonLdGraph, nodesOfType } from './json-ld';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Every menu link currently shown, checked to be a real PDF served by the static host. */
async function expectMenuLinksArePdfs(page: Page, expectedCount: number): Promise<string[]> {
  const links = page.getByTestId('menu-link');
  await expect(links).toHaveCount(expectedCount);
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href, 'links are URL-encoded').not.toContain(' ');
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
  }
  return hrefs;
}

async function pickLanguage(page: Page, nativeName: string) {
  await page.getByTestId('menu-actions').getByRole('button', { name: nativeName, exact: true }).click();
  await expect(page.getByTestId('menu-link').first()).toBeVisible();
}

async function backToPicker(page: Page, backLabel: string) {
  await page.getByRole('button', { name: backLabel, exact: true }).click();
  await expect(page.getByTestId('menu-actions').getByRole('button', { name: 'English', exact: true })).toBeVisible();
}

test.describe('menu PDFs: every menu link on every page is a real PDF', () => {
  test('SkyBar: MENU reveals the food and drinks menus', async ({ page }) => {
    await page.goto('/dining/skybar/');
    await waitForHydration(page);
    await expect(page.getByTestId('menu-link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const hrefs = await expectMenuLinksArePdfs(page, 2);
    expect(hrefs).toEqual(['/assets/menus/amalfi/skybar/food.pdf', '/assets/menus/amalfi/skybar/drinks.pdf']);
    await expect(page.getByRole('link', { name: /Leave a review/ })).toHaveAttribute('target', '_blank');
    // The back arrow returns to SERVICES and MENU.
    await page.getByRole('button', { name: 'Back to services and menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByTestId('menu-link')).toHaveCount(0);
  });

  test('Bistro: Vietnamese and English menus', async ({ page }) => {
    await page.goto('/dining/bistro/');
    await waitForHydration(page);
    const picker = page.getByTestId('menu-actions');
    await expect(picker.getByRole('button')).toHaveCount(2);

    await pickLanguage(page, 'Tiếng Việt');
    await expect(page.getByRole('link', { name: /Thực đơn món ăn/ })).toBeVisible();
    expect(await expectMenuLinksArePdfs(page, 2)).toEqual([
      '/assets/menus/sorrento/alacarte/vietnamese-menu.pdf',
      '/assets/menus/sorrento/drinks/vietnamese-drinks.pdf',
    ]);
    await backToPicker(page, 'Quay lại');

    await pickLanguage(page, 'English');
    expect(await expectMenuLinksArePdfs(page, 2)).toEqual([
      '/assets/menus/sorrento/alacarte/english-menu.pdf',
      '/assets/menus/sorrento/drinks/english-drinks.pdf',
    ]);
  });

  test('Bistro: the PDFs of all five languages are served', async ({ page }) => {
    for (const language of ['english', 'vietnamese', 'korean', 'chinese', 'russian']) {
      for (const href of [`/assets/menus/sorrento/alacarte/${language}-menu.pdf`, `/assets/menus/sorrento/drinks/${language}-drinks.pdf`]) {
        const response = await page.request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
      }
    }
  });

  test('Luxe: five languages, with labels in each and English PDFs for Vietnamese and Russian', async ({ page }) => {
    await page.goto('/dining/luxe/');
    await waitForHydration(page);
    const cases = [
      { name: 'Tiếng Việt', food: 'Thực đơn món ăn', back: 'Quay lại', file: 'english' },
      { name: 'English', food: 'Food menu', back: 'Back', file: 'english' },
      { name: '한국어', food: '음식 메뉴', back: '뒤로', file: 'korean' },
      { name: '中文', food: '菜单', back: '返回', file: 'chinese' },
      { name: 'Русский', food: 'Меню блюд', back: 'Назад', file: 'english' },
    ];
    for (const c of cases) {
      await pickLanguage(page, c.name);
      await expect(page.getByRole('link', { name: new RegExp(c.food) })).toBeVisible();
      expect(await expectMenuLinksArePdfs(page, 2)).toEqual([
        `/assets/menus/amalfi/alacarte/food%20${c.file}.pdf`,
        `/assets/menus/amalfi/drinks/drinks%20${c.file}.pdf`,
      ]);
      await backToPicker(page, c.back);
    }
  });

  // A menu opening in a new tab: tests/e2e/menu-tab.spec.ts (it needs the full browser's PDF viewer).
});

test.describe('revealed buttons are accessible too', () => {
  test('SkyBar menu options and Luxe options in Korean have no axe violations', async ({ page }) => {
    await page.goto('/dining/skybar/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('link', { name: /Food menu/ })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.goto('/dining/luxe/');
    await waitForHydration(page);
    await pickLanguage(page, '한국어');
    await expect(page.getByRole('link', { name: /음식 메뉴/ })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('phone chip on a desktop browser', () => {
  for (const path of ['/dining/skybar/', '/dining/buffet/', '/dining/luxe/']) {
    test(`${path} shows the number as text, not a tel: link`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const chip = page.getByTestId('phone-chip');
      await expect(chip).toHaveText(/\+84/);
      await expect.poll(() => chip.evaluate((el) => el.tagName)).toBe('SPAN');
      await expect(page.locator('main a[href^="tel:"]')).toHaveCount(0);
    });
  }
});

test.describe('phone chip on a phone', () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ['/dining/skybar/', '/dining/buffet/']) {
    test(`${path} dials with a tel: link`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const chip = page.getByTestId('phone-chip');
      await expect(chip).toHaveAttribute('href', /^tel:\+84\d+$/);
      await expect.poll(() => chip.evaluate((el) => el.tagName)).toBe('A');
    });
  }
});

test.describe('navigation', () => {
  for (const path of ['/dining/skybar/', '/dining/bistro/', '/dining/luxe/', '/dining/buffet/']) {
    test(`${path} back button goes to /dining/`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Back to dining' }).click();
      await expect(page).toHaveURL(/\/dining\/$/);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('SERVICES goes to the services page, whose back button returns to the SkyBar', async ({ page }) => {
    await page.goto('/dining/skybar/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/dining\/skybar\/services\/$/);
    for (const title of ['Live DJ nights', 'Happy hour', 'Rooftop dining']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByText('Every Tuesday, Friday, Saturday and Sunday from 8:30 pm')).toBeVisible();
    await expect(page.getByText('Daily from 15:00 to 19:00')).toBeVisible();
    await page.getByRole('link', { name: 'Back to SkyBar' }).click();
    await expect(page).toHaveURL(/\/dining\/skybar\/$/);
  });

  const redirects = [
    ['/sorrento/restaurant/alacarte/', '/dining/bistro/'],
    ['/amalfi/restaurant/alacarte/', '/dining/bistro/'],
    ['/amalfi/skybar/', '/dining/skybar/'],
    ['/amalfi/restaurant/buffet/', '/dining/buffet/'],
  ] as const;
  for (const [from, to] of redirects) {
    test(`${from} redirects to ${to}`, async ({ page }) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
});

test.describe('venue content', () => {
  test('SkyBar shows its hours, the hotline and the map link', async ({ page }) => {
    await page.goto('/dining/skybar/');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('SkyBar');
    await expect(page.getByText('15:00–23:00').first()).toBeVisible();
    await expect(page.getByTestId('address-chip')).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('address-chip')).toHaveAttribute('href', /^https:\/\//);
  });

  test('Buffet shows both sessions with their hours and prices, and the offers', async ({ page }) => {
    await page.goto('/dining/buffet/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Breakfast buffet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BBQ seafood dinner buffet' })).toBeVisible();
    const main = page.locator('main');
    // Each session's card: its hours and its price in the site's one format ("145,000 ₫").
    const session = (name: string) => main.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(session('Breakfast buffet')).toContainText('06:30–10:00');
    await expect(session('Breakfast buffet')).toContainText('145,000 ₫ per person');
    await expect(session('BBQ seafood dinner buffet')).toContainText('17:00–21:00');
    await expect(session('BBQ seafood dinner buffet')).toContainText('450,000 ₫ per person');
    await expect(main).toContainText('10% off for in-house guests · 50% off for children aged 6–10 · free for children under 6');
    await expect(main).toContainText('floor 2');
  });

  test('venue pages carry Restaurant / BarOrPub JSON-LD with menus', async ({ page }) => {
    const expected = { '/dining/skybar/': 'BarOrPub', '/dining/bistro/': 'Restaurant', '/dining/luxe/': 'Restaurant', '/dining/buffet/': 'Restaurant' };
    for (const [path, type] of Object.entries(expected)) {
      await page.goto(path);
      const venues = nodesOfType(await jsonLdGraph(page), type);
      expect(venues, path).toHaveLength(1);
      const venue = venues[0]!;
      expect(venue.openingHoursSpecification.length).toBeGreaterThan(0);
      expect(venue.telephone).toMatch(/^\+84/);
      expect(venue.hasMenu[0].url).toMatch(new RegExp(`${path}#menu-[a-z-]+$`)); // the menu's block on this page
      if (type === 'BarOrPub') expect(venue.hasMenu[2].url).toMatch(/\/assets\/menus\/amalfi\/skybar\/food\.pdf$/);
    }
  });
});
