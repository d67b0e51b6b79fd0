import { HOME_LOCATIONS } from '@/content/home';
import { locationPath } from '@/lib/location-path';

describe('generic location navigation (REQUIREMENTS §2)', () => {
  it('goes to /{lowercased location name}/', () => {
    expect(locationPath('Sorrento')).toBe('/sorrento/');
    expect(locationPath('AMALFI')).toBe('/amalfi/');
    expect(locationPath('  Amalfi ')).toBe('/amalfi/');
  });

  it('keeps a multi-word name in one path segment', () => {
    expect(locationPath('Sunset Town')).toBe('/sunset-town/');
  });

  it('refuses an empty name', () => {
    expect(() => locationPath(' ')).toThrow();
  });

  it('sends the home page location cards to the two hotel pages', () => {
    expect(HOME_LOCATIONS.map((l) => locationPath(l.name))).toEqual(['/sorrento/', '/amalfi/']);
  });
});
