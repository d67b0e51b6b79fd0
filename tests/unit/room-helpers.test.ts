import { facilitySymbol } from '@/lib/facility-symbol';
import { nextSlide, previousSlide, selectSlide, SLIDESHOW_DELAY_MS } from '@/lib/slideshow';
import { FACILITIES, FACILITY_KEYS } from '@/content/facilities';

describe('facility fallback symbol', () => {
  it('picks a symbol from keywords of the alt text, in English and Vietnamese', () => {
    const expected = {
      'air-conditioner': 'climate',
      bathrobe: 'bath',
      'cable-tv': 'screen',
      'double-bed': 'bed',
      hairdryer: 'hair',
      kettle: 'drink',
      'lcd-tv': 'screen',
      'safety-box': 'safe',
      slippers: 'footwear',
      telephone: 'phone',
      wifi: 'wifi',
      'working-desk': 'desk',
    } as const;
    for (const key of FACILITY_KEYS) {
      expect([key, facilitySymbol(FACILITIES[key].name.en)]).toEqual([key, expected[key]]);
      expect([key, facilitySymbol(FACILITIES[key].name.vi)]).toEqual([key, expected[key]]);
    }
  });

  it('matches loose alt texts and falls back to the generic symbol', () => {
    expect(facilitySymbol('Icon: King-size bed')).toBe('bed');
    expect(facilitySymbol('Free WiFi')).toBe('wifi');
    expect(facilitySymbol('Tea & coffee set')).toBe('drink');
    expect(facilitySymbol('Máy lạnh')).toBe('climate');
    expect(facilitySymbol('Balcony')).toBe('generic');
    expect(facilitySymbol('')).toBe('generic');
  });
});

describe('slideshow rules', () => {
  it('wraps next and previous at the ends', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(2, 3)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('selects an index in range and ignores one out of range', () => {
    expect(selectSlide(0, 2, 3)).toBe(2);
    expect(selectSlide(1, 3, 3)).toBe(1);
    expect(selectSlide(1, -1, 3)).toBe(1);
    expect(selectSlide(1, 1.5, 3)).toBe(1);
  });

  it('advances every 5000 ms', () => {
    expect(SLIDESHOW_DELAY_MS).toBe(5000);
  });
});
