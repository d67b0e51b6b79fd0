import { expect, test } from '@playwright/test';
import { frameworkHasStarted } from '../../scripts/hydrated.mjs';
import { blockFramework, waitForHydration } from './helpers';
import { jsonLdGraph, nodesOfType } from './json-ld';

/** A card button's accessible name: its label, then the card title ("Discover: Bistro"). */
const cardLink = (label: string, title: string) => new RegExp(`^${label} ?: ${title}$`);

const HOTELS = [
  {
    path: '/sorrento/',
    title: 'Vela Sorrento',
    services: [
      ['The hotel', '/accommodation/sorrento/'],
      ['Bistro', '/dining/bistro/'],
    ],
  },
  {
    path: '/amalfi/',
    title: 'Vela Amalfi',
    services: [
      ['The hotel', '/accommodation/amalfi/'],
      ['Luxe', '/dining/luxe/'],
      ['Buffet', '/dining/buffet/'],
      ['SkyBar', '/dining/skybar/'],
    ],
  },
] as const;

for (const hotel of HOTELS) {
  test.describe(`hotel page ${hotel.path}`, () => {
    test('hero, welcome line and the Our Services cards with their targets', async ({ page }) => {
      await page.goto(hotel.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.title);
      await expect(page.locator('main header p').last()).toContainText('Welcome to our');
      await expect(page.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
      const cards = page.locator('section[aria-labelledby="services-heading"] article');
      await expect(cards).toHaveCount(hotel.services.length);
      for (const [index, [title, href]] of hotel.services.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
        await expect(card.locator('p')).toHaveCount(2); // description and extra description
        await expect(card.getByRole('link', { name: cardLink('Discover', title) })).toHaveAttribute('href', href);
      }
      // The navigation bar shows at the top of a hotel page.
      await expect(page.getByRole('banner')).toHaveAttribute('data-visible', 'true');
    });

    test('service cards fade in and rise once 10 % is visible', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.goto(hotel.path);
      await waitForHydration(page);
      const last = page.locator('section[aria-labelledby="services-heading"] article').last();
      await expect(last).toHaveClass(/scroll-animation/);
      await expect(last).not.toHaveClass(/animate-in/);
      expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveClass(/animate-in/);
      await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(last).toHaveClass(/animate-in/); // once, not again
    });

    test('service cards are revealed by scrolling before the framework has started', async ({ page }) => {
      // The framework starts after the page's load and first paint; on a slow phone a visitor scrolls
      // before that. Its scripts never arrive here: the page's own head script does the revealing.
      await blockFramework(page);
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.goto(hotel.path);
      const last = page.locator('section[aria-labelledby="services-heading"] article').last();
      await expect(last).not.toHaveClass(/animate-in/);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveClass(/animate-in/);
      await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await page.evaluate(frameworkHasStarted)).toBe(false);
    });

    test('states check-in and check-out, address and phone', async ({ page }) => {
      await page.goto(hotel.path);
      await waitForHydration(page);
      const plan = page.locator('section[aria-labelledby="plan-heading"]');
      await expect(plan).toContainText('from 14:00');
      await expect(plan).toContainText('until 12:00');
      await expect(plan.getByRole('link', { name: /^\+84/ }).first()).toHaveAttribute('href', /^tel:\+84\d+$/);
      await expect(plan.getByRole('link', { name: /View on the map/ })).toHaveAttribute('target', '_blank');
    });

    test('every link target on the page resolves', async ({ page, request }) => {
      await page.goto(hotel.path);
      await waitForHydration(page);
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const broken: string[] = [];
      for (const target of new Set(hrefs)) {
        const response = await request.get(target);
        if (response.status() !== 200) broken.push(`${target} -> ${response.status()}`);
      }
      expect(broken).toEqual([]);
    });

    test('is a schema.org Hotel with its rooms by reference', async ({ page }) => {
      await page.goto(hotel.path);
      const hotels = nodesOfType(await jsonLdGraph(page), 'Hotel');
      expect(hotels).toHaveLength(1);
      const data = hotels[0]!;
      expect(data['@id']).toMatch(new RegExp(`${hotel.path}#hotel$`));
      expect(data.name).toBe(hotel.title);
      const rooms = data.containsPlace.filter((place: { '@id': string }) => place['@id'].endsWith('#room'));
      expect(rooms).toHaveLength(6);
      expect(rooms[0]['@id']).toMatch(new RegExp(`/accommodation${hotel.path}[a-z-]+/#room$`));
      expect(data.amenityFeature[0]['@type']).toBe('LocationFeatureSpecification');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${hotel.path.replace(/\//g, '')}-hero`));
    });
  });
}

test('hotel pages render in Vietnamese, linking to the Vietnamese pages', async ({ page }) => {
  await page.goto('/vi/amalfi/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Dịch vụ của chúng tôi' })).toBeVisible();
  await expect(page.getByRole('link', { name: cardLink('Khám phá', 'SkyBar') })).toHaveAttribute('href', '/vi/dining/skybar/');
  await expect(page.locator('main')).toContainText('trẻ dưới 6 tuổi được miễn phí');
  await expect(page.locator('main')).toContainText('Nhận phòng');
  await expect(page).toHaveURL((url) => url.pathname === '/vi/amalfi/');
  await page.goto('/vi/sorrento/');
  await waitForHydration(page);
  await expect(page.locator('main header')).toContainText('Khách sạn boutique');
  await expect(page.getByRole('link', { name: cardLink('Khám phá', 'Bistro') })).toHaveAttribute('href', '/vi/dining/bistro/');
});

for (const [from, to] of [
  ['/sorrento/hotel/', '/sorrento/'],
  ['/amalfi/hotel/', '/amalfi/'],
] as const) {
  test(`${from} redirects to ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(to === '/sorrento/' ? 'Vela Sorrento' : 'Vela Amalfi');
  });
}
