import { exploreJsonLd, offersJsonLd } from '@/lib/pages-jsonld';
import { site } from '@/content/site';

describe('JSON-LD for /explore and /offers', () => {
  it('lists the five attractions as TouristAttraction with name, description, image and url', () => {
    const data = exploreJsonLd();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement).toHaveLength(5);
    data.itemListElement.forEach((entry, index) => {
      expect(entry).toMatchObject({ '@type': 'ListItem', position: index + 1 });
      expect(entry.item['@type']).toBe('TouristAttraction');
      expect(entry.item.name.length).toBeGreaterThan(3);
      expect(entry.item.image).toMatch(new RegExp(`^${site.url}/images/.+\\.(webp|avif|jpg)$`));
      expect(entry.item.url).toMatch(new RegExp(`^${site.url}/explore/#\\w+$`));
    });
    expect(data.itemListElement[0]!.item.description).toContain('400 m');
  });

  it('lists the two offers as Offer, each offered by the right hotel with its phone', () => {
    const data = offersJsonLd();
    expect(data.itemListElement.map((e) => e.item['@type'])).toEqual(['Offer', 'Offer']);
    const [discount, cocktails] = data.itemListElement.map((e) => e.item);
    expect(discount!.name).toBe('10% off food and beverage');
    expect(discount!.offeredBy).toEqual([
      expect.objectContaining({ '@type': 'Hotel', name: 'Vela Sorrento', telephone: site.hotels.sorrento.telephone.e164 }),
      expect.objectContaining({ '@type': 'Hotel', name: 'Vela Amalfi' }),
    ]);
    expect(cocktails!.offeredBy).toEqual(expect.objectContaining({ '@type': 'Hotel', name: 'Vela Amalfi' }));
    expect(cocktails!.description).toContain('15:00–19:00');
  });

  it('uses only schema.org properties of these types', () => {
    const allowedItem = {
      TouristAttraction: ['@type', 'name', 'description', 'image', 'url', 'address'],
      Offer: ['@type', 'name', 'description', 'image', 'url', 'offeredBy'],
    } as const;
    for (const data of [exploreJsonLd(), offersJsonLd()]) {
      expect(Object.keys(data).sort()).toEqual(['@context', '@type', 'itemListElement', 'name', 'numberOfItems', 'url']);
      for (const entry of data.itemListElement) {
        const type = entry.item['@type'] as keyof typeof allowedItem;
        expect(allowedItem[type]).toEqual(expect.arrayContaining(Object.keys(entry.item)));
      }
    }
  });
});
