import { useSyncExternalStore } from 'react';
import { hotelToday } from '@/lib/hotel-day';

// Re-reads the day when the tab comes back, so a page left open overnight shows the new night's rate.
function subscribe(onChange: () => void) {
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onChange);
  };
}

/**
 * The visitor's today on the hotel's calendar ('YYYY-MM-DD'), or null while pre-rendering and
 * during hydration: rates are never frozen into the static HTML, and the first client render
 * matches the server's (no hydration mismatch). Filled in right after hydration.
 */
export function useHotelToday(): string | null {
  return useSyncExternalStore(subscribe, hotelToday, () => null);
}
