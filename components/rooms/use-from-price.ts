import { useLocale } from 'next-intl';
import type { Room } from '@/content/rooms';
import type { Language } from '@/lib/i18n/language';
import { formatRate } from '@/lib/rates';
import { roomPrice } from '@/lib/room-price';

/**
 * A room's "from" price per night in the page's language ("850,000 ₫" / "850.000 ₫"): the figure the
 * room page's rate panel and its JSON-LD state (lib/room-price), so the book bar and the "More rooms"
 * cards never disagree with it. Undefined for a room without a rate.
 */
export function useFromPrice(room: Pick<Room, 'hotel' | 'rateName'>): string | undefined {
  const language = useLocale() as Language;
  const { from } = roomPrice(room);
  return from > 0 ? formatRate(from, 'VND', language) : undefined;
}
