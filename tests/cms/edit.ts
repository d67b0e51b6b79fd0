/**
 * The edits the CMS test makes through /admin/ (tests/e2e/cms.spec.ts) and the data-to-page test
 * proves on the site (tests/unit/cms-edit-on-pages.test.ts): a room's rate and a Vietnamese text; a new
 * offer and next year's holidays.
 * The e2e test checks that the files the CMS saved are exactly `editedFiles(original)`; the unit test
 * builds the room's page data, JSON-LD, calendar and form prices from `editedFiles(original)`. The
 * two together are "edit in /admin/, rebuild, see it on the site", without a full build inside a test.
 */
export const CMS_EDIT = {
  hotel: 'sorrento',
  /** The rate record (and room title) whose rate is changed. */
  roomType: 'Standard Room Sea View',
  slug: 'standard-room-sea-view',
  before: 850_000,
  baseRate: 915_000,
  /** content/texts/Rooms.json vi.sorrento.standard-room-sea-view.name (its English: `enName`) */
  enName: 'Standard Room Sea View',
  viNameBefore: 'Phòng Standard hướng biển',
  viName: 'Phòng Standard nhìn ra biển',
} as const;

type Json = Record<string, unknown>;

/** The rates and the rooms' texts (content/texts/Rooms.json) as they must be after the edit: everything else as it was. */
export function editedFiles(rates: Json, roomTexts: Json): { rates: Json; roomTexts: Json } {
  const nextRates = JSON.parse(JSON.stringify(rates)) as { rooms: Array<{ location: string; roomType: string; baseRate: number }> };
  const record = nextRates.rooms.find((r) => r.location === CMS_EDIT.hotel && r.roomType === CMS_EDIT.roomType)!;
  record.baseRate = CMS_EDIT.baseRate;
  const nextTexts = JSON.parse(JSON.stringify(roomTexts)) as { vi: Record<string, Record<string, { name: string }>> };
  nextTexts.vi[CMS_EDIT.hotel]![CMS_EDIT.slug]!.name = CMS_EDIT.viName;
  return { rates: nextRates as unknown as Json, roomTexts: nextTexts as unknown as Json };
}

/** A new offer, added in /admin/ → Offers with its words in both languages: no code. */
export const NEW_OFFER = {
  key: 'sunsetDinner',
  image: 'bistro-dish',
  hotels: ['sorrento'],
  venues: ['bistro'],
  atCocktailHours: false,
  title: { en: 'Sunset dinner for two', vi: 'Bữa tối hoàng hôn cho hai người' },
  kicker: { en: 'At the Bistro', vi: 'Tại Bistro' },
  description: { en: 'A three-course dinner for two on the terrace as the sun goes down.', vi: 'Bữa tối ba món cho hai người trên sân hiên lúc hoàng hôn.' },
  note: { en: 'Book a day ahead through the hotline.', vi: 'Đặt trước một ngày qua đường dây nóng.' },
} as const;

/** Next year's holidays, added in /admin/ → Holidays (after the calendar's last, Tết 2028). */
export const NEW_HOLIDAYS = [
  {
    name: 'Reunification Day and Labour Day',
    nameVi: 'Ngày Giải phóng và Quốc tế Lao động',
    startDate: '2028-04-29',
    endDate: '2028-05-01',
    rateMultiplier: 1.3,
  },
  { name: 'National Day', nameVi: 'Quốc khánh', startDate: '2028-09-01', endDate: '2028-09-02', rateMultiplier: 1.2 },
] as const;

/** The offers and holidays as they must be after those additions: everything else as it was. */
export function addedFiles(offers: Json, holidays: Json): { offers: Json; holidays: Json } {
  const nextOffers = JSON.parse(JSON.stringify(offers)) as { items: unknown[] };
  nextOffers.items.push(JSON.parse(JSON.stringify(NEW_OFFER)));
  const nextHolidays = JSON.parse(JSON.stringify(holidays)) as { periods: unknown[] };
  nextHolidays.periods.push(...JSON.parse(JSON.stringify(NEW_HOLIDAYS)));
  return { offers: nextOffers as unknown as Json, holidays: nextHolidays as unknown as Json };
}

/** A new room picture uploaded in /admin/ → Pictures (photos), with its words in both languages. */
export const NEW_PHOTO = {
  id: 'room-family-suite-5',
  alt: { en: 'The balcony of the Family Suite above the sea at dusk', vi: 'Ban công của Family Suite nhìn ra biển lúc chạng vạng' },
  title: { en: 'Family Suite balcony', vi: 'Ban công Family Suite' },
} as const;
