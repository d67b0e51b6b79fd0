import { ROOM_TYPES, type RoomTitle } from '@/content/room-types';
import type { HotelKey } from '@/content/site';

/** The bed arrangements the form offers (docs/REQUIREMENTS.md §9 "Form room options"). */
export type BedKind = 'double' | 'twin' | 'twoKings';

export const BED_SUFFIX: Record<BedKind, string> = {
  double: '(Double Bed)',
  twin: '(Twin Beds)',
  twoKings: '(2 King Beds)',
};

export interface RoomOption {
  /** What the guest picks and what the hotel reads in the e-mail: "Superior Room Sea View (Twin Beds)". */
  value: string;
  /** The room type the rate look-up uses: the name before the bed suffix. */
  roomType: RoomTitle;
  bed: BedKind;
}

/** Sorrento's exceptions; every other type of either hotel gets Double and Twin. */
const SORRENTO_BEDS: Partial<Record<RoomTitle<'sorrento'>, BedKind[]>> = {
  'Standard Room Sea View': ['double'],
  'Suite Sea View': ['double'],
  'Family Suite': ['twoKings'],
};
const BOTH: BedKind[] = ['double', 'twin'];

export function roomOptions(hotel: HotelKey): RoomOption[] {
  const titles: readonly RoomTitle[] = ROOM_TYPES[hotel];
  return titles.flatMap((roomType) => {
    const beds = (hotel === 'sorrento' ? SORRENTO_BEDS[roomType as RoomTitle<'sorrento'>] : undefined) ?? BOTH;
    return beds.map((bed) => ({ value: `${roomType} ${BED_SUFFIX[bed]}`, roomType, bed }));
  });
}

/** "Superior Room Sea View (Twin Beds)" -> "Superior Room Sea View": the name before the bed suffix. */
export function roomTypeOf(optionValue: string): string {
  return optionValue.replace(/\s*\([^()]*\)\s*$/, '').trim();
}

export const findRoomOption = (hotel: HotelKey, value: string) => roomOptions(hotel).find((o) => o.value === value);
