import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, sitemapPaths, switchLanguage, trackConsoleErrors, waitForHydration } from './helpers';

// Every route in the sitemap gets the same checks; a new page is covered by adding it to the sitemap.
for (const path of sitemapPaths()) {
  test.describe(`route ${path}`, () => {
    test('renders in English and Vietnamese with no errors and no axe violations', async ({ page }) => {
      const errors = trackConsoleErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);

      await expect(page).toHaveTitle(/Vela/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
      await expectNoAxeViolations(page);

      const englishTitle = await page.title();
      const englishMain = await page.locator('main').innerText();
      await switchLanguage(page, 'vi');
      await expect(page.getByRole('link', { name: 'Đặt phòng ngay' }).first()).toBeAttached();
      await expect.poll(() => page.locator('main').innerText()).not.toBe(englishMain);
      await expect.poll(() => page.title()).not.toBe(englishTitle);
      await expectNoAxeViolations(page);

      expect(errors, 'console errors').toEqual([]);
    });
  });
}
