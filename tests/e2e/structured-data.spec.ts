import { expect, test } from '@playwright/test';
import { ROOMS, roomPath } from '../../content/rooms';
import { HOTEL_KEYS } from '../../content/site';
import { formatRate } from '../../lib/rates';
import { hasType, jsonLdGraph, richResultProblems, type LdNode } from './json-ld';

// No JavaScript: what a crawler reads in the pre-rendered HTML, and what a visitor sees before the
// framework loads. The visible "from" price and the JSON-LD Offer's price must be the same number.
test.use({ javaScriptEnabled: false });

for (const language of ['en', 'vi'] as const) {
  for (const room of HOTEL_KEYS.flatMap((hotel) => ROOMS[hotel])) {
    const path = language === 'vi' ? `/vi${roomPath(room)}` : roomPath(room);
    test(`${path}: the visible "from" price is the JSON-LD Offer's price`, async ({ page }) => {
      await page.goto(path);
      const visible = page.getByTestId('room-from-price');
      await expect(visible).toBeVisible();
      const amount = visible.locator('data');
      const value = Number(await amount.getAttribute('value'));
      expect(value).toBeGreaterThan(0);
      await expect(amount).toHaveText(formatRate(value, 'VND', language));
      await expect(visible).toContainText(language === 'vi' ? 'mỗi đêm' : 'per night');

      const nodes = await jsonLdGraph(page);
      const roomNode = nodes.find((n) => hasType(n, 'HotelRoom') && typeof n.url === 'string' && new URL(n.url).pathname === path);
      expect(roomNode, 'the HotelRoom node of this page').toBeTruthy();
      const offers = nodes.filter((n) => hasType(n, 'Offer') && (n.itemOffered as LdNode | undefined)?.['@id'] === roomNode!['@id']);
      expect(offers).toHaveLength(1);
      // The room as a Product carries the same offer itself (a product snippet reads only its own).
      expect(roomNode!.offers).toMatchObject({ '@id': offers[0]!['@id'], price: value, priceCurrency: 'VND', availability: 'https://schema.org/InStock' });
      expect(richResultProblems(nodes)).toEqual([]);
      const offer = offers[0]!;
      expect(offer.price).toBe(value);
      expect(offer.priceCurrency).toBe('VND');
      expect(offer.availability).toBe('https://schema.org/InStock');
      const spec = offer.priceSpecification as LdNode;
      expect(spec).toMatchObject({ '@type': 'UnitPriceSpecification', price: value, priceCurrency: 'VND', unitCode: 'DAY' });
      // The meaning, in the page's language: the same words as the page ("From … per night" and the note).
      const [line = '', note = ''] = (await visible.locator('p').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
      expect(note).not.toBe('');
      expect(spec.description).toBe(`${line}. ${note}`);
    });
  }
}
