/**
 * docs/REQUIREMENTS.md §8: when a facility icon fails to load, a generic symbol is chosen from keywords in
 * the facility's alt text (its name, in either language).
 */
export const FACILITY_SYMBOLS = ['climate', 'bath', 'screen', 'bed', 'hair', 'drink', 'safe', 'footwear', 'phone', 'wifi', 'desk', 'generic'] as const;
export type FacilitySymbol = (typeof FACILITY_SYMBOLS)[number];

// Checked in this order; the first symbol with a keyword in the text wins.
const KEYWORDS: ReadonlyArray<[FacilitySymbol, RegExp]> = [
  ['wifi', /wi-?fi|internet|wireless|không dây/],
  ['climate', /\bair\b|condition|\bac\b|cooling|điều hòa|điều hoà|máy lạnh/],
  ['screen', /\btv\b|television|tivi|lcd|cable|truyền hình|màn hình/],
  ['bath', /robe|bath|towel|áo choàng|khăn|tắm/],
  ['hair', /hair|dryer|sấy/],
  ['drink', /kettle|tea|coffee|minibar|ấm|trà|cà phê/],
  ['safe', /safe|locker|két|an toàn/],
  ['footwear', /slipper|dép/],
  ['phone', /phone|telephone|điện thoại/],
  ['desk', /desk|work|bàn/],
  ['bed', /bed|giường/],
];

/** The fallback symbol for a facility's alt text; 'generic' when no keyword matches. */
export function facilitySymbol(altText: string): FacilitySymbol {
  const text = altText.normalize('NFC').toLowerCase();
  return KEYWORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'generic';
}
