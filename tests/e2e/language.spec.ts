import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../../lib/i18n/language';
import { blockFramework } from './helpers';

/**
 * Vietnamese from the first frame, and controls that work before the framework loads (docs/DECISIONS.md
 * "Language"). The framework's chunks are blocked here, so what a visitor sees and taps is only
 * the pre-rendered HTML, its CSS and its inline head script.
 */

/** Records, per document, whether it painted anything (in sessionStorage, which survives the navigation). */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[];
        painted.push(location.pathname);
        sessionStorage.setItem('painted', JSON.stringify(painted));
      }
    }).observe({ type: 'paint', buffered: true });
  });
}
const paintedPages = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[]);

/** English UI words that must not appear on a Vietnamese page (the chrome and common page text). */
const ENGLISH_UI = /\b(Book your stay|Accommodation|Dining|Amenities|Offers|Explore|Gallery|Contact|Skip to main content|Our hotels)\b/;

test.describe('the first paint is in the visitor language', () => {
  test.use({ locale: 'vi-VN' });

  test('a Vietnamese browser on / paints only the Vietnamese home, before any framework script', async ({ page }) => {
    await blockFramework(page);
    await recordPaints(page);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/vi/');
    await expect.poll(() => paintedPages(page)).toEqual(['/vi/']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(ENGLISH_UI);
    await expect(page.getByRole('link', { name: 'Đặt phòng ngay' }).first()).toBeAttached();
  });

  test('a stored Vietnamese choice: the English entry pages paint only their Vietnamese twins', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'vi'), LANGUAGE_STORAGE_KEY);
    await blockFramework(page);
    await recordPaints(page);
    for (const path of ['/dining/', '/accommodation/']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === `/vi${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      expect(await page.locator('body').innerText()).not.toMatch(ENGLISH_UI);
      // The paint entry reaches the observer in a later task; leaving before it runs would lose the record.
      await expect.poll(() => paintedPages(page)).toContain(`/vi${path}`);
    }
    await expect.poll(() => paintedPages(page)).toEqual(['/vi/dining/', '/vi/accommodation/']);
  });
});

test.describe('the URL decides the language of a followed link', () => {
  for (const [stored, path, lang] of [
    ['en', '/vi/gallery/', 'vi'],
    ['en', '/vi/accommodation/amalfi/premium-room-sea-view/', 'vi'],
    ['vi', '/gallery/', 'en'],
    ['vi', '/accommodation/amalfi/premium-room-sea-view/', 'en'],
  ] as const) {
    test(`${path} with ${stored} stored stays ${lang}`, async ({ page }) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_STORAGE_KEY, stored]);
      await blockFramework(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveURL((url) => url.pathname === path);
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(stored);
    });
  }
});

test.describe('before the framework has loaded', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens on the first tap and closes with Escape', async ({ page }) => {
    await blockFramework(page);
    await page.goto('/gallery/');
    const panel = page.locator('#site-menu');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Dining' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link', { name: 'Dining' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dining/');
  });

  test('the language menu opens on the first tap; choosing English on a Vietnamese page stores English', async ({ page }) => {
    await blockFramework(page);
    await page.goto('/vi/dining/');
    const menu = page.locator('#language-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Ngôn ngữ: VI' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/dining/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  test.describe('with a Vietnamese browser', () => {
    test.use({ locale: 'vi-VN' });

    test('an English choice is never overridden by the detection', async ({ page }) => {
      await blockFramework(page);
      await page.goto('/');
      await expect(page).toHaveURL((url) => url.pathname === '/vi/');
      await page.getByRole('button', { name: 'Ngôn ngữ: VI' }).focus();
      await page.getByRole('button', { name: 'Ngôn ngữ: VI' }).click();
      await page
        .locator('#language-menu')
        .getByRole('link', { name: /English/ })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await page.reload();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});

test('the sitemap lists every page in both languages with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
  expect(urls.length % 2).toBe(0);
  for (const entry of urls) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)![1]!;
    const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="(\w+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(alternates.map(([lang]) => lang).sort()).toEqual(['en', 'vi']);
    expect(alternates.map(([, href]) => href)).toContain(loc); // each entry lists itself too
  }
});
