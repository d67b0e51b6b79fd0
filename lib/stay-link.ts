/**
 * The chosen stay travels from a room's rate calendar to the inquiry form in the form's address:
 * `/contact/?hotel=amalfi&room=premium-room-sea-view&checkIn=2026-12-24&checkOut=2026-12-26`.
 * Both ends live here, apart from lib/calendar.ts and the room catalogue, so the contact page loads
 * neither.
 */
import { daysBetween, parseIsoDate, type IsoDate } from '@/lib/dates';

export interface Stay {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
}

/**
 * "Request these dates": a BOOK NOW address (bookRoomPath: hotel and room) plus the stay, which the
 * inquiry form reads with readStayDates. Without both dates, the address as it is.
 */
export function withStay(bookPath: string, stay: Stay): string {
  if (!stay.checkIn || !stay.checkOut) return bookPath;
  return `${bookPath}${bookPath.includes('?') ? '&' : '?'}checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`;
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
