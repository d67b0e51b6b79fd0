import { expect, test } from '@playwright/test';
import config from '../../playwright.config';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { waitForHydration } from './helpers';

// The suite runs in the headless shell, which has no PDF viewer: there a PDF link turns into a
// download and the new tab stays blank. A guest's browser shows the menu, so this runs in the full one.
test.use({ launchOptions: { ...config.use?.launchOptions, executablePath: chromiumPath() } });

test('a menu opens in a new tab, showing the PDF, and the page stays', async ({ page, context }) => {
  await page.goto('/dining/skybar/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /Drink menu/ }).click()]);
  await expect.poll(() => tab.url()).toContain('/assets/menus/amalfi/skybar/drinks.pdf');
  await expect(page).toHaveURL(/\/dining\/skybar\/$/);
});
