import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers';
import { jsonLdGraph, nodesOfType } from './json-ld';

// Noon at the hotel (UTC+7) on the given day.
const hotelNoon = (day: string) => new Date(`${day}T05:00:00Z`);

const hydrationErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /hydrat|did not match|Minified React error|not found in .* rates/i.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
};

test.describe('room list', () => {
  test('a click on a card opens the room', async ({ page }) => {
    await page.goto('/accommodation/sorrento/');
    await waitForHydration(page);
    const card = page.getByTestId('room-card').filter({ hasText: 'Deluxe Room Sea View' });
    // Anywhere on the card: its photo, then (back on the list) its description.
    await card.click({ position: { x: 60, y: 60 } });
    await expect(page).toHaveURL(/\/accommodation\/sorrento\/deluxe-room-sea-view\/$/);
    await page.goBack();
    const description = card.getByText(/Twenty-five square metres/);
    await description.scrollIntoViewIfNeeded();
    const box = (await description.boundingBox())!;
    await page.mouse.click(box.x + 20, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/accommodation\/sorrento\/deluxe-room-sea-view\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deluxe Room Sea View');
  });

  test('BOOK NOW goes to the inquiry form with the hotel and room, not to the room', async ({ page }) => {
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    const book = page.getByRole('link', { name: 'Book now: Panoramic Room Sea View' });
    await expect(book).toHaveAttribute('href', '/contact/?hotel=amalfi&room=panoramic-room-sea-view');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await Promise.all([page.waitForURL(/\/contact\/\?hotel=amalfi&room=panoramic-room-sea-view$/, { waitUntil: 'commit' }), book.click()]);
    expect(visited.filter((p) => p.includes('panoramic-room-sea-view'))).toEqual([]);
  });

  test('cards are keyboard links: Enter on the title link opens the room', async ({ page }) => {
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Timeless Room City View', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/accommodation\/amalfi\/timeless-room-city-view\/$/);
  });

  test('back goes to /accommodation/', async ({ page }) => {
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Back to accommodation' }).click();
    await expect(page).toHaveURL(/\/accommodation\/$/);
  });
});

test.describe('unknown rooms', () => {
  for (const hotel of ['sorrento', 'amalfi']) {
    test(`an unknown ${hotel} room slug goes to the ${hotel} room list`, async ({ page }) => {
      await page.goto(`/accommodation/${hotel}/no-such-room/`);
      await expect(page).toHaveURL(new RegExp(`/accommodation/${hotel}/$`));
      await expect(page.getByTestId('room-card')).toHaveCount(6);
    });
  }
});

test.describe('rates and the holiday badge (browser clock controlled)', () => {
  test('inside a holiday: every card and the room page show the holiday rate and its name', async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.clock.setFixedTime(hotelNoon('2026-12-24'));
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await expect(page.getByTestId('holiday-badge')).toHaveCount(6);
    await expect(page.getByTestId('holiday-badge').first()).toHaveText('Holiday rate · Christmas');
    const premiumSea = page.getByTestId('room-card').filter({ hasText: 'Premium Room Sea View' });
    await expect(premiumSea.getByTestId('room-rate')).toContainText('3,468,000 ₫'); // 2,890,000 high season x 1.2

    await page.goto('/accommodation/sorrento/suite-sea-view/');
    await waitForHydration(page);
    const rate = page.getByTestId('room-rate');
    await expect(rate).toContainText('2,400,000 ₫'); // 2,000,000 x 1.2
    await expect(rate.getByTestId('holiday-badge')).toHaveText('Holiday rate · Christmas');
    expect(errors).toEqual([]);
  });

  test('Tet in Vietnamese shows the Vietnamese holiday name and dong format', async ({ page }) => {
    await page.clock.setFixedTime(hotelNoon('2027-02-05'));
    await page.addInitScript(() => window.localStorage.setItem('vela.language', 'vi'));
    await page.goto('/accommodation/sorrento/family-suite/');
    await waitForHydration(page);
    await expect(page.getByTestId('holiday-badge')).toHaveText('Giá ngày lễ · Tết Nguyên đán');
    await expect(page.getByTestId('room-rate')).toContainText('3.672.000 ₫');
  });

  test('outside a holiday: no badge, and the rate of the season', async ({ page }) => {
    const errors = hydrationErrors(page);
    await page.clock.setFixedTime(hotelNoon('2026-06-10'));
    await page.goto('/accommodation/amalfi/');
    await waitForHydration(page);
    await expect(page.getByTestId('room-rate').first()).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('holiday-badge')).toHaveCount(0);
    const premiumSea = page.getByTestId('room-card').filter({ hasText: 'Premium Room Sea View' });
    await expect(premiumSea.getByTestId('room-rate')).toContainText('2,500,000 ₫'); // low season

    await page.goto('/accommodation/amalfi/premium-room-sea-view/');
    await waitForHydration(page);
    await expect(page.getByTestId('room-rate')).toContainText('2,500,000 ₫');
    await expect(page.getByTestId('holiday-badge')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the day after a holiday is not a holiday on the hotel calendar (UTC+7)', async ({ page }) => {
    // 25 Dec 17:30 UTC is 26 Dec 00:30 at the hotel.
    await page.clock.setFixedTime(new Date('2026-12-25T17:30:00Z'));
    await page.goto('/accommodation/sorrento/suite-sea-view/');
    await waitForHydration(page);
    await expect(page.getByTestId('room-rate')).toContainText('2,000,000 ₫');
    await expect(page.getByTestId('holiday-badge')).toHaveCount(0);
  });

  test('the pre-rendered HTML has no rate (never frozen at build) and the filled block keeps its size', async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noJs.newPage();
    await staticPage.goto('/accommodation/sorrento/');
    const pending = staticPage.getByTestId('room-rate').first();
    await expect(pending).toHaveAttribute('data-state', 'pending');
    await expect(pending).not.toContainText('₫');
    const before = await pending.boundingBox();
    await noJs.close();

    const live = await browser.newContext();
    const page = await live.newPage();
    await page.clock.setFixedTime(hotelNoon('2026-12-24'));
    await page.goto('/accommodation/sorrento/');
    const ready = page.getByTestId('room-rate').first();
    await expect(ready).toHaveAttribute('data-state', 'ready');
    await expect(ready.getByTestId('holiday-badge')).toBeVisible();
    const after = await ready.boundingBox();
    expect(after?.height).toBe(before?.height);
    await live.close();
  });
});

test.describe('room page', () => {
  test('slideshow: next, previous, thumbnails and arrow keys', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/accommodation/amalfi/panoramic-room-city-view/');
    await waitForHydration(page);
    const thumbs = page.getByRole('group', { name: 'Choose an image' }).getByRole('button');
    const current = () => thumbs.evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
    await expect.poll(current).toBe(0);
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(current).toBe(2);
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(current).toBe(0);
    await thumbs.nth(1).click();
    await expect.poll(current).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(2);
    await expect(thumbs.nth(2)).toBeFocused();
    // Reduced motion: it does not move by itself.
    await page.waitForTimeout(5500);
    await expect.poll(current).toBe(2);
  });

  test('facts, facilities, BOOK NOW and back to the list', async ({ page }) => {
    await page.goto('/accommodation/sorrento/family-suite/');
    await waitForHydration(page);
    await expect(page.getByText('77 m²').first()).toBeVisible();
    await expect(page.getByText('4 adults')).toBeVisible();
    await expect(page.getByTestId('facility')).toHaveCount(12);
    await expect(page.getByRole('link', { name: 'Book now: Family Suite' })).toHaveAttribute('href', '/contact/?hotel=sorrento&room=family-suite');
    const graph = await jsonLdGraph(page);
    const [room] = nodesOfType(graph, 'HotelRoom');
    const [offer] = nodesOfType(graph, 'Offer');
    expect(room!.containedInPlace['@id']).toMatch(/\/sorrento\/#hotel$/);
    expect(offer!.priceSpecification).toMatchObject({ price: 3060000, priceCurrency: 'VND' });
    await page.getByRole('link', { name: 'All Sorrento rooms' }).click();
    await expect(page).toHaveURL(/\/accommodation\/sorrento\/$/);
  });
});
