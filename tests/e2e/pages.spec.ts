import { expect, test } from '@playwright/test';
import { site } from '../../content/site';
import { waitForHydration } from './helpers';
import { jsonLdGraph, nodeById, nodesOfType } from './json-ld';

const PAGES = ['/explore/', '/offers/', '/amenities/', '/gallery/', '/privacy/'];
const TEL = /^tel:\+\d{8,15}$/;

for (const path of PAGES) {
  test(`every tel: link on ${path} is well formed`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const hrefs = await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(TEL);
  });
}

test('offers: two offers, each calling the hotline', async ({ page }) => {
  await page.goto('/offers/');
  await waitForHydration(page);
  const offers = page.getByRole('main').getByRole('article');
  await expect(offers).toHaveCount(2);
  for (const offer of await offers.all()) {
    await expect(offer.locator('a[href^="tel:"]')).toHaveAttribute('href', `tel:${site.hotline.e164}`);
  }
});

test('amenities: each card calls the hotel that provides it', async ({ page }) => {
  await page.goto('/amenities/');
  await waitForHydration(page);
  const hrefs = async (name: string) =>
    page
      .getByRole('article', { name })
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(await hrefs('Complimentary breakfast')).toEqual([`tel:${site.hotels.sorrento.telephone.e164}`, `tel:${site.hotels.amalfi.telephone.e164}`]);
  expect(await hrefs('Rooftop pool')).toEqual([`tel:${site.hotels.amalfi.telephone.e164}`]);
  for (const name of ['Islands day tour', 'Airport limousine transfer', 'Buggy transport']) {
    expect(await hrefs(name)).toEqual([`tel:${site.hotline.e164}`]);
  }
});

test('explore and offers carry valid-looking JSON-LD', async ({ page }) => {
  for (const [path, type, count] of [
    ['/explore/', 'TouristAttraction', 5],
    ['/offers/', 'Offer', 2],
  ] as const) {
    await page.goto(path);
    const graph = await jsonLdGraph(page);
    const items = nodesOfType(graph, 'ItemList').flatMap((data) =>
      data.itemListElement.map((entry: { item: { '@id': string } }) => nodeById(graph, entry.item['@id'])?.['@type']),
    );
    expect(items).toEqual(Array(count).fill(type));
  }
});

test('the footer links to the privacy notice, which names the general e-mail', async ({ page }) => {
  await page.goto('/explore/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByRole('main').getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`);
});
