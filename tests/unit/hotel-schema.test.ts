import en from '@/messages/en.json';
import { ROOM_TYPES } from '@/content/room-types';
import { site } from '@/content/site';
import { ORGANIZATION_ID, hotelJsonLd, organizationJsonLd, roomSchemaId, schemaTime } from '@/lib/hotel-schema';

describe('hotel JSON-LD', () => {
  it.each(['sorrento', 'amalfi'] as const)('describes %s as a schema.org Hotel with its contacts', (hotel) => {
    const ld = hotelJsonLd(hotel);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Hotel');
    expect(ld['@id']).toBe(`${site.url}/${hotel}/#hotel`);
    expect(ld.name).toBe(`Vela ${site.hotels[hotel].name}`);
    expect(ld.url).toBe(`${site.url}/${hotel}/`);
    expect(ld.telephone).toBe(site.hotels[hotel].telephone.e164);
    expect(ld.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: site.hotels[hotel].address.street, addressCountry: 'VN' });
    expect(ld.image).toMatch(new RegExp(`^${site.url}/images/og/${hotel}-hero\\.jpg$`));
    expect(ld.checkinTime).toBe('14:00:00+07:00');
    expect(ld.checkoutTime).toBe('12:00:00+07:00');
    expect(ld.parentOrganization).toEqual({ '@id': ORGANIZATION_ID });
  });

  it('lists amenities as LocationFeatureSpecification with the English labels shown on the page', () => {
    const ld = hotelJsonLd('amalfi');
    expect(ld.amenityFeature.length).toBeGreaterThan(3);
    for (const feature of ld.amenityFeature) {
      expect(feature['@type']).toBe('LocationFeatureSpecification');
      expect(Object.values(en.HotelPage.features)).toContain(feature.name);
      expect(feature.value).toBe(true);
    }
    expect(ld.amenityFeature.map((f) => f.name)).toContain(en.HotelPage.features.rooftopPool);
  });

  it('references every room by the id the room pages use', () => {
    const ld = hotelJsonLd('sorrento');
    expect(ld.containsPlace.map((room) => room['@id'])).toEqual(
      ROOM_TYPES.sorrento.map((title) => `${site.url}/accommodation/sorrento/${title.toLowerCase().replace(/ /g, '-')}/#room`),
    );
    expect(roomSchemaId('amalfi', 'Premium Room Sea View')).toBe(`${site.url}/accommodation/amalfi/premium-room-sea-view/#room`);
    expect(hotelJsonLd('amalfi').containsPlace).toHaveLength(6);
  });

  it('describes the group on the home page as an Organization with both hotels', () => {
    const ld = organizationJsonLd();
    expect(ld['@type']).toBe('Organization');
    expect(ld['@id']).toBe(ORGANIZATION_ID);
    expect(ld.name).toBe('Vela Hotels');
    expect(ld.subOrganization.map((h) => [h['@type'], h['@id'], h.name])).toEqual([
      ['Hotel', `${site.url}/sorrento/#hotel`, 'Vela Sorrento'],
      ['Hotel', `${site.url}/amalfi/#hotel`, 'Vela Amalfi'],
    ]);
  });

  it('writes times as schema.org Time and refuses nonsense', () => {
    expect(schemaTime('09:30')).toBe('09:30:00+07:00');
    expect(() => schemaTime('25:00')).toThrow();
  });

  it('uses only properties schema.org defines for Hotel', () => {
    // Properties of Hotel (via LodgingBusiness, LocalBusiness, Organization, Place, Thing).
    const allowed = new Set([
      '@context', '@type', '@id', 'name', 'url', 'telephone', 'address', 'description', 'image', 'email', 'geo', 'hasMap',
      'checkinTime', 'checkoutTime', 'availableLanguage', 'amenityFeature', 'containsPlace', 'parentOrganization',
    ]);
    expect(Object.keys(hotelJsonLd('sorrento')).filter((key) => !allowed.has(key))).toEqual([]);
  });
});
