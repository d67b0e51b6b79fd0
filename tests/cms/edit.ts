/**
 * The one edit the CMS test makes through /admin/ (tests/e2e/cms.spec.ts) and the data-to-page test
 * proves on the site (tests/unit/cms-edit-on-pages.test.ts): a room's rate and a Vietnamese text.
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
  /** messages/vi.json Rooms.sorrento.standard-room-sea-view.name */
  viNameBefore: 'Phòng Standard hướng biển',
  viName: 'Phòng Standard nhìn ra biển',
} as const;

type Json = Record<string, unknown>;

/** The rates and Vietnamese texts as they must be after the edit: everything else as it was. */
export function editedFiles(rates: Json, vi: Json): { rates: Json; vi: Json } {
  const nextRates = JSON.parse(JSON.stringify(rates)) as { rooms: Array<{ location: string; roomType: string; baseRate: number }> };
  const record = nextRates.rooms.find((r) => r.location === CMS_EDIT.hotel && r.roomType === CMS_EDIT.roomType)!;
  record.baseRate = CMS_EDIT.baseRate;
  const nextVi = JSON.parse(JSON.stringify(vi)) as { Rooms: Record<string, Record<string, { name: string }>> };
  nextVi.Rooms[CMS_EDIT.hotel]![CMS_EDIT.slug]!.name = CMS_EDIT.viName;
  return { rates: nextRates as unknown as Json, vi: nextVi as unknown as Json };
}
