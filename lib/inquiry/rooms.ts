import { roomsOf } from '@/content/rooms';
import type { HotelKey } from '@/content/site';
import { nightsBetween, roomNightlyRate, roomStayCost, type RatedRoom } from '@/lib/rates';
import { roomTypeOf } from './room-options';

/** docs/REQUIREMENTS.md §3 "Selected room entry". */
export interface SelectedRoom {
  /** Sequential, from 1; restarts when the form resets. */
  id: number;
  /** Room type with its bed suffix. */
  name: string;
  /** The check-in night's rate (docs/DECISIONS.md #5). */
  rate: number;
  /** The sum of each night's own rate, or one night's rate while no dates are set. */
  totalCost: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | undefined): value is string => !!value && DATE.test(value);

/** Nights between the two dates, 0 until both are set (REQUIREMENTS §5: ceil of the difference, floored at 0). */
export function stayNights(checkIn: string | undefined, checkOut: string | undefined): number {
  return isDate(checkIn) && isDate(checkOut) ? nightsBetween(checkIn, checkOut) : 0;
}

/**
 * Prices one room for the stay (DECISIONS #5). Both dates with nights > 0: the check-in night's
 * rate and the sum of every night's own rate. Both dates with 0 nights: the check-in rate and a cost
 * of 0 (nothing to estimate). Otherwise (no dates yet): one night's rate, at check-in when known.
 * undefined when the room has no rate.
 */
export function priceStay(room: RatedRoom, checkIn: string | undefined, checkOut: string | undefined): { rate: number; totalCost: number } | undefined {
  if (isDate(checkIn) && isDate(checkOut)) {
    const { nights, nightly, total } = roomStayCost(room, checkIn, checkOut);
    if (nights > 0) return nightly.every((n) => n > 0) ? { rate: nightly[0]!, totalCost: total } : undefined;
    const rate = roomNightlyRate(room, checkIn);
    return rate > 0 ? { rate, totalCost: 0 } : undefined;
  }
  const rate = roomNightlyRate(room, isDate(checkIn) ? checkIn : undefined);
  return rate > 0 ? { rate, totalCost: rate } : undefined;
}

/**
 * The form's option ("Deluxe Room Sea View (Twin Beds)") priced as its room of the catalogue, by the
 * rate record that room names: the same path as the room page, its JSON-LD and its calendar.
 * A name that is no room of the hotel is logged (REQUIREMENTS §9) and has no price.
 */
export function priceRoom(
  name: string,
  hotel: HotelKey,
  checkIn: string | undefined,
  checkOut: string | undefined,
): { rate: number; totalCost: number } | undefined {
  const roomType = roomTypeOf(name);
  const room = roomsOf(hotel).find((r) => r.title === roomType);
  if (!room) {
    console.error(`Room type "${roomType}" not found in ${hotel} rates.`);
    return undefined;
  }
  return priceStay(room, checkIn, checkOut);
}

/**
 * REQUIREMENTS §5 "add room": added only when nights > 0 or no dates are given yet, and only with a rate.
 * Returns the same list when nothing is added.
 */
export function addRoom(
  rooms: readonly SelectedRoom[],
  nextId: number,
  name: string,
  hotel: HotelKey,
  checkIn: string | undefined,
  checkOut: string | undefined,
): SelectedRoom[] {
  if (!name) return [...rooms];
  const bothDates = isDate(checkIn) && isDate(checkOut);
  if (bothDates && stayNights(checkIn, checkOut) <= 0) return [...rooms];
  const price = priceRoom(name, hotel, checkIn, checkOut);
  if (!price) return [...rooms];
  return [...rooms, { id: nextId, name, ...price }];
}

/** Dates changed: every room is priced again. A room that can no longer be priced keeps its last price. */
export function repriceRooms(rooms: readonly SelectedRoom[], hotel: HotelKey, checkIn: string | undefined, checkOut: string | undefined): SelectedRoom[] {
  return rooms.map((room) => {
    const price = priceRoom(room.name, hotel, checkIn, checkOut);
    return price ? { ...room, ...price } : room;
  });
}

export const removeRoom = (rooms: readonly SelectedRoom[], id: number) => rooms.filter((r) => r.id !== id);

export const roomsTotal = (rooms: readonly SelectedRoom[]) => rooms.reduce((sum, r) => sum + r.totalCost, 0);
