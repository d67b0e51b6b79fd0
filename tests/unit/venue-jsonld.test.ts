import { site } from '@/content/site';
import { venueJsonLd } from '@/lib/venue-jsonld';

describe('venue JSON-LD', () => {
  it('describes the sky bar as a BarOrPub open 15:00-23:00 daily, with both menus', () => {
    const data = venueJsonLd('skybar');
    expect(data['@type']).toBe('BarOrPub');
    expect(data.telephone).toBe(site.hotline.e164);
    expect(data.address.streetAddress).toBe(site.hotels.amalfi.address.street);
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '15:00', closes: '23:00', dayOfWeek: expect.arrayContaining(['Monday', 'Sunday']) }),
    ]);
    expect(data.hasMenu?.map((m) => m.url)).toEqual([`${site.url}/assets/menus/amalfi/skybar/food.pdf`, `${site.url}/assets/menus/amalfi/skybar/drinks.pdf`]);
    expect(data.servesCuisine.length).toBeGreaterThan(0);
  });

  it('links every Luxe menu PDF, URL-encoded', () => {
    const urls = venueJsonLd('luxe').hasMenu?.map((m) => m.url) ?? [];
    expect(urls).toContain(`${site.url}/assets/menus/amalfi/alacarte/food%20korean.pdf`);
    expect(urls).toHaveLength(6);
  });

  it('gives the Bistro its Sorrento address and the buffet its two sessions', () => {
    expect(venueJsonLd('bistro').address.streetAddress).toBe(site.hotels.sorrento.address.street);
    expect(venueJsonLd('buffet').openingHoursSpecification.map((h) => `${h.opens}-${h.closes}`)).toEqual(['06:30-10:00', '17:00-21:00']);
    expect(venueJsonLd('buffet')['@type']).toBe('Restaurant');
  });
});
