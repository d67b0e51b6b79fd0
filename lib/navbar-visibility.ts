import { normalisePath } from '@/lib/i18n/language';

/** docs/REQUIREMENTS.md §4 / §9 "Timings": followed as written (docs/DECISIONS.md #10). */
export const NAV_SCROLL_ENABLE_DELAY_MS = 1200;
export const NAV_COOLDOWN_MS = 1000;

export interface NavVisibility {
  visible: boolean;
  lastY: number;
  /** Until this time (ms) a scroll up does not hide the bar. */
  cooldownUntil: number;
}

/** Hidden at the top of home, visible on every other route. */
export const routeDefaultVisible = (pathname: string) => normalisePath(pathname) !== '/';

export const initialNavVisibility = (pathname: string): NavVisibility => ({
  visible: routeDefaultVisible(pathname),
  lastY: 0,
  cooldownUntil: 0,
});

/**
 * One scroll event. Until scroll handling is enabled only the position is tracked. At 0 the bar
 * returns to the route default; scrolling down shows it and starts a cooldown; scrolling up hides it
 * unless the cooldown is active.
 */
export function nextNavVisibility(state: NavVisibility, event: { y: number; now: number; pathname: string; enabled: boolean }): NavVisibility {
  const { y, now, pathname, enabled } = event;
  if (!enabled) return { ...state, lastY: y };
  if (y <= 0) return { visible: routeDefaultVisible(pathname), lastY: 0, cooldownUntil: state.cooldownUntil };
  if (y > state.lastY) return { visible: true, lastY: y, cooldownUntil: now + NAV_COOLDOWN_MS };
  if (y < state.lastY) {
    if (now < state.cooldownUntil) return { ...state, lastY: y };
    return { ...state, visible: false, lastY: y };
  }
  return state;
}

/** The active hotel, from the first URL segment. */
export function activeLocation(pathname: string): 'sorrento' | 'amalfi' | null {
  const first = normalisePath(pathname).split('/')[1];
  return first === 'sorrento' || first === 'amalfi' ? first : null;
}
