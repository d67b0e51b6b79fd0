import { formatAddress, HOTEL_KEYS } from '@/content/site';
import { pageGraph, STRUCTURED_DATA_PATHS } from '@/lib/structured-data';
import vi from '@/messages/vi.json';

// Issue 27: one Vietnamese spelling of every place. The Vietnamese pages write the town as "Thị trấn
// Hoàng Hôn" and the island with its accents, in the page and in its structured data alike.
const ENGLISH_SPELLINGS = /Sunset Town|An Thoi|Phu Quoc|Kien Giang|Vietnam\b/;

describe('places in Vietnamese', () => {
  it.each(HOTEL_KEYS)('%s: the address line', (hotel) => {
    const line = formatAddress(hotel, 'vi');
    expect(line).not.toMatch(ENGLISH_SPELLINGS);
    expect(line).toContain('Thị trấn Hoàng Hôn');
    expect(line).toContain('An Thới, Phú Quốc');
  });

  it.each([...STRUCTURED_DATA_PATHS])('%s: every address of the Vietnamese graph', (path) => {
    const addresses: unknown[] = [];
    JSON.stringify(pageGraph(path, 'vi'), (key, value: unknown) => {
      if (value && typeof value === 'object' && (value as { '@type'?: unknown })['@type'] === 'PostalAddress') addresses.push(value);
      return value;
    });
    for (const address of addresses) expect(JSON.stringify(address)).not.toMatch(ENGLISH_SPELLINGS);
  });

  it('the Vietnamese text', () => {
    expect(JSON.stringify(vi)).not.toMatch(ENGLISH_SPELLINGS);
  });
});
