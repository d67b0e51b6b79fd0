/**
 * The in-room facilities (docs/REQUIREMENTS.md §3 "Facility"): icon path and name in both languages.
 * Icons are drawn by the art pipeline into public/icons/facilities/; when one fails to load, the
 * room page shows a generic symbol chosen from the name's keywords (lib/facility-symbol.ts).
 */
import type { LocalizedText } from './images';

export const FACILITY_KEYS = [
  'air-conditioner',
  'bathrobe',
  'cable-tv',
  'double-bed',
  'hairdryer',
  'kettle',
  'lcd-tv',
  'safety-box',
  'slippers',
  'telephone',
  'wifi',
  'working-desk',
] as const;

export type FacilityKey = (typeof FACILITY_KEYS)[number];

/**
 * The catalogue's bed: a room lists it under the name of its own beds (RoomInfo.beds in messages/),
 * so the Family Suite says "Two king beds", never "Double bed". The catalogue name is for the icon.
 */
export const BED_FACILITY: FacilityKey = 'double-bed';

export interface Facility {
  key: FacilityKey;
  /** '/icons/facilities/{key}.svg' */
  icon: string;
  name: LocalizedText;
}

export const GENERIC_FACILITY_ICON = '/icons/facilities/generic.svg';

const NAMES: Record<FacilityKey, LocalizedText> = {
  'air-conditioner': { en: 'Air conditioner', vi: 'Máy điều hòa' },
  bathrobe: { en: 'Bathrobe', vi: 'Áo choàng tắm' },
  'cable-tv': { en: 'Cable television', vi: 'Truyền hình cáp' },
  'double-bed': { en: 'Double bed', vi: 'Giường đôi' },
  hairdryer: { en: 'Hairdryer', vi: 'Máy sấy tóc' },
  kettle: { en: 'Kettle', vi: 'Ấm đun nước' },
  'lcd-tv': { en: 'LCD TV', vi: 'TV màn hình LCD' },
  'safety-box': { en: 'Safety box', vi: 'Két an toàn' },
  slippers: { en: 'Slippers', vi: 'Dép đi trong phòng' },
  telephone: { en: 'Telephone', vi: 'Điện thoại' },
  wifi: { en: 'Wi-Fi', vi: 'Wi-Fi' },
  'working-desk': { en: 'Working desk', vi: 'Bàn làm việc' },
};

export const FACILITIES: Readonly<Record<FacilityKey, Facility>> = Object.fromEntries(
  FACILITY_KEYS.map((key) => [key, { key, icon: `/icons/facilities/${key}.svg`, name: NAMES[key] }]),
) as Record<FacilityKey, Facility>;

export const getFacility = (key: FacilityKey): Facility => FACILITIES[key];
