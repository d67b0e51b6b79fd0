import { useSyncExternalStore } from 'react';
import { isMobileUserAgent } from '@/lib/user-agent';

const noSubscription = () => () => {};

/**
 * Whether this browser is a phone or tablet, from its user agent (lib/user-agent). `null` on the
 * server and during hydration: the pre-rendered HTML is the same for everyone.
 */
export function useIsMobile(): boolean | null {
  return useSyncExternalStore(
    noSubscription,
    () => isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    () => null,
  );
}
