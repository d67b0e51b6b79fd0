import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, framesLater, switchLanguage, waitForHydration } from './helpers';

const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.locator('button img') });
const thumbnails = (page: Page) => grid(page).getByRole('button');
const dialog = (page: Page) => page.locator('dialog');
const lightboxTitle = (page: Page) => dialog(page).getByRole('heading', { level: 2 });
const thumbTitle = async (page: Page, index: number) => (await thumbnails(page).nth(index).locator('span').last().innerText()).trim();

// Axe and the lightbox walk take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/gallery/');
  await waitForHydration(page);
  await expect(thumbnails(page)).toHaveCount(12);
});

test('filters are a labelled toggle group, and lazy batches of 12 restart with a new category', async ({ page }) => {
  const group = page.getByRole('group', { name: 'Show' });
  await expect(group.getByRole('button')).toHaveText(['All', 'Hotel', 'Dining', 'Amenities', 'Explore']);
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  await page.mouse.wheel(0, 20000);
  await expect.poll(() => thumbnails(page).count()).toBeGreaterThanOrEqual(24);

  await group.getByRole('button', { name: 'Dining' }).click();
  await expect(group.getByRole('button', { name: 'Dining' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(thumbnails(page)).toHaveCount(12);
  await expect(page.getByText(/^Showing 12 of \d+ images$/)).toBeVisible();
});

test('the lightbox works with the keyboard: Enter opens, arrows move, Escape closes, focus returns', async ({ page }) => {
  const first = thumbnails(page).first();
  const firstTitle = await thumbTitle(page, 0);
  const secondTitle = await thumbTitle(page, 1);
  await first.focus();
  await page.keyboard.press('Enter');

  await expect(dialog(page)).toHaveAttribute('open', '');
  await expect(lightboxTitle(page)).toHaveText(firstTitle);
  await expect(dialog(page).getByRole('button', { name: 'Close the image viewer' })).toBeVisible();
  const total = Number(
    (
      await dialog(page)
        .getByText(/^Image 1 of \d+$/)
        .innerText()
    ).match(/of (\d+)/)![1],
  );
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(lightboxTitle(page)).toHaveText(secondTitle);
  await expect(dialog(page).getByText('Image 2 of ' + total)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog(page).getByText(`Image ${total} of ${total}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightboxTitle(page)).toHaveText(firstTitle);

  // Tab stays inside the modal.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).not.toHaveAttribute('open', '');
  await expect(first).toBeFocused();
});

test('a click on the image keeps the lightbox open; a click on the backdrop closes it', async ({ page }) => {
  const opener = thumbnails(page).nth(2);
  await opener.click();
  await expect(dialog(page)).toHaveAttribute('open', '');

  await dialog(page).locator('img').click();
  await expect(dialog(page)).toHaveAttribute('open', '');
  await lightboxTitle(page).click();
  await expect(dialog(page)).toHaveAttribute('open', '');

  await page.mouse.click(8, 8);
  await expect(dialog(page)).not.toHaveAttribute('open', '');
  await expect(opener).toBeFocused();
});

test('the page does not scroll while the lightbox is open, and comes back to where it was', async ({ page }) => {
  await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  const opener = thumbnails(page).nth(4);
  await opener.click();
  await expect(dialog(page)).toHaveAttribute('open', '');
  const before = await page.evaluate(() => window.scrollY);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await page.mouse.move(8, 400);
  await page.mouse.wheel(0, 1500);
  await page.keyboard.press('PageDown');
  await framesLater(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  await dialog(page).getByRole('button', { name: 'Close the image viewer' }).click();
  await expect(dialog(page)).not.toHaveAttribute('open', '');
  // close() drops the open attribute at once; the page unlocks when the dialog's close event
  // (a task of its own) has reached React, so wait for the unlocked page as a visitor would.
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(opener).toBeFocused();

  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
});

test('filters and the lightbox switch to Vietnamese', async ({ page }) => {
  await switchLanguage(page, 'vi');
  const group = page.getByRole('group', { name: 'Hiển thị' });
  await expect(group.getByRole('button')).toHaveText(['Tất cả', 'Khách sạn', 'Ẩm thực', 'Tiện ích', 'Khám phá']);
  await thumbnails(page).first().click();
  await expect(dialog(page).getByRole('button', { name: 'Đóng trình xem ảnh' })).toBeVisible();
  await expect(dialog(page).getByText(/^Ảnh 1 trên \d+$/)).toBeVisible();
});
