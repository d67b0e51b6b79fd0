/**
 * The chosen stay travels from a room's rate calendar to the inquiry form in the form's address:
 * `/contact/?hotel=amalfi&room=premium-room-sea-view&checkIn=2026-12-24&checkOut=2026-12-26`.
 * Both ends live here, and apart from lib/calendar.ts, so the contact page does not load the calendar.
 */
import { bookRoomPath, type Room } from '@/content/rooms';
import { daysBetween, parseIsoDate, type IsoDate } from '@/lib/dates';

export interface Stay {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
}

/**
 * "Request these dates": the BOOK NOW address (hotel and room) plus the stay, which the inquiry form
 * reads with readStayDates.
 */
export function requestDatesPath(room: Pick<Room, 'hotel' | 'slug'>, stay: Stay): string {
  const base = bookRoomPath(room);
  if (!stay.checkIn || !stay.checkOut) return base;
  return `${base}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
}

/**
 * The stay in an inquiry address (`?checkIn=2026-12-24&checkOut=2026-12-27`): both real days, check-out
 * after check-in, check-in not before today; otherwise nothing (the guest picks dates in the form).
 */
export function readStayDates(search: string, today: IsoDate): { checkIn?: IsoDate; checkOut?: IsoDate } {
  const params = new URLSearchParams(search);
  const checkIn = parseIsoDate(params.get('checkIn') ?? '');
  const checkOut = parseIsoDate(params.get('checkOut') ?? '');
  if (!checkIn || !checkOut || checkIn < today || daysBetween(checkIn, checkOut) <= 0) return {};
  return { checkIn, checkOut };
}
