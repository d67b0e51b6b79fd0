import { expect, test, type Page } from '@playwright/test';
import { blockFramework, trackConsoleErrors, waitForHydration } from './helpers';

// Older phones (Safari before 17) have no `popover`, and before 15.4 no <dialog>. Here Chromium is
// made one of them before any page script runs: the APIs are deleted, so the site's feature tests
// take the stand-ins (lib/popover-fallback.ts, hooks/modal-dialog.ts). The stand-in renames the
// popover attributes, so Chromium's own popover behaviour cannot help either. Each control must
// open, close with Escape and work from the keyboard.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const drop = (target: object | undefined, names: string[]) => {
      for (const name of names) if (target) delete (target as Record<string, unknown>)[name];
    };
    drop(HTMLElement.prototype, ['popover', 'showPopover', 'hidePopover', 'togglePopover']);
    drop(HTMLButtonElement.prototype, ['popoverTargetElement', 'popoverTargetAction']);
    drop(HTMLDialogElement.prototype, ['showModal', 'show', 'close', 'requestClose']);
    drop(window, ['HTMLDialogElement', 'ToggleEvent']);
  });
});

const siteMenu = (page: Page) => page.locator('#site-menu');
const languageMenu = (page: Page) => page.locator('#language-menu');
const menuButton = (page: Page) => page.locator('[aria-controls="site-menu"]');
const languageButton = (page: Page) => page.locator('[aria-controls="language-menu"]');

/** A tap on the menu's button opens it, Escape shuts it; each time its button says so. */
async function tapOpenEscapeShut(page: Page, id: 'site-menu' | 'language-menu') {
  const menu = page.locator(`#${id}`);
  const button = page.locator(`[aria-controls="${id}"]`);
  await button.click();
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
}

test('before the framework: both menus open with a tap or the keyboard and close with Escape', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await blockFramework(page);
  await page.goto('/dining/');
  // The stand-in, not Chromium's popover, is in charge.
  await expect(siteMenu(page)).toHaveAttribute('data-popover', 'auto');
  await expect(siteMenu(page)).not.toHaveAttribute('popover');
  await expect(siteMenu(page)).toBeHidden();

  await tapOpenEscapeShut(page, 'site-menu');

  // Keyboard: Enter opens, Tab goes into the menu, Escape closes and gives focus back.
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(siteMenu(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(siteMenu(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(siteMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await languageButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(languageMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(languageMenu(page)).toBeHidden();
  await expect(languageButton(page)).toBeFocused();
  // A tap outside closes it, as a popover's light dismiss does.
  await languageButton(page).click();
  await expect(languageMenu(page)).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(languageMenu(page)).toBeHidden();
  await languageButton(page).focus();
  await page.keyboard.press('Space');
  await expect(languageMenu(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(languageMenu(page).getByRole('link', { name: /Tiếng Việt/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/vi/dining/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  // The framework's chunks fail on purpose (blockFramework); nothing else may.
  expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
});

test('after hydration: the menus keep working and the language switches in place', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/dining/');
  await waitForHydration(page);
  await expect(siteMenu(page)).not.toHaveAttribute('popover');

  await tapOpenEscapeShut(page, 'site-menu');
  await menuButton(page).click();
  await siteMenu(page).getByRole('link', { name: 'Amenities' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/amenities/');
  await expect(siteMenu(page)).toBeHidden();

  await languageButton(page).click();
  await expect(languageMenu(page)).toBeVisible();
  await expect(languageButton(page)).toHaveAttribute('aria-expanded', 'true');
  await languageMenu(page)
    .getByRole('link', { name: /Tiếng Việt/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/vi/amenities/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(languageMenu(page)).toBeHidden();
  await expect(languageButton(page)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);
});

test('without <dialog>: the rate calendar opens over the page, keeps focus, works from the keyboard and closes with Escape', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/accommodation/sorrento/family-suite/');
  await waitForHydration(page);
  const opener = page.getByTestId('open-calendar');
  const dialog = page.locator('dialog');
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('rate-calendar')).toBeVisible();
  await expect(dialog).toHaveAttribute('data-modal', '');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await expect(dialog).toHaveCSS('position', 'fixed');

  // Tab reaches the month's one focusable day; arrows and Enter choose a stay.
  const day = dialog.locator('button[data-date][tabindex="0"]');
  for (let i = 0; i < 10 && !(await day.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(day).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('calendar-total')).toBeVisible();
  // Focus never leaves the dialog: a long walk with Tab stays inside.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('calendar-total')).toBeVisible(); // reopened with the stay kept
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('without <dialog>: the gallery lightbox opens, steps with the arrows and closes with Escape', async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await page.goto('/gallery/');
  await waitForHydration(page);
  const thumb = page.locator('main li > button').first();
  await thumb.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('dialog');
  await expect(dialog.getByTestId('lightbox-frame')).toBeVisible();
  await expect(dialog).toHaveAttribute('data-modal', '');
  const first = await dialog.getByRole('heading', { level: 2 }).textContent();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText(first ?? '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
  expect(errors).toEqual([]);
});
