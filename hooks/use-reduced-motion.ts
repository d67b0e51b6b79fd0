import { useSyncExternalStore } from 'react';
import { REDUCED_MOTION_QUERY, prefersReducedMotion } from '@/lib/motion';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True when the visitor asks for reduced motion, following changes live. `beforeHydration` is what
 * the pre-rendered HTML assumes until the real preference is read: `true` where something would
 * otherwise start moving by itself (a slideshow), `false` where motion only follows a click.
 */
export function useReducedMotion(beforeHydration: boolean): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefersReducedMotion(),
    () => beforeHydration,
  );
}
