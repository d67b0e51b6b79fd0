import { ROOMS } from './rooms';
import type { HotelKey } from './site';

/**
 * The room types of each hotel, by their English titles (docs/REQUIREMENTS.md §3), in catalogue order.
 * Room pages, rates and the inquiry form all key on these titles; the catalogue (sizes, images,
 * facilities) is content/rooms.ts, read from content/data/rooms.json, which /admin/ edits.
 */
export const ROOM_TYPES: Readonly<Record<HotelKey, readonly string[]>> = {
  sorrento: ROOMS.sorrento.map((room) => room.title),
  amalfi: ROOMS.amalfi.map((room) => room.title),
};

/** A room's English title. The hotel parameter remains for the callers that name it. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type RoomTitle<H extends HotelKey = HotelKey> = string;
