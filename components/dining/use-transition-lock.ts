import { useCallback, useEffect, useReducer, useRef, type MouseEvent } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { FADE_MS, OPEN_DELAY_MS, initialLockState, isLocked, lockReducer, type LockState } from '@/lib/transition-lock';

/**
 * Opens a URL in a new tab without giving it a handle on this page; when a blocker refuses the
 * window (it can: the open runs 0.35 s after the click), goes there in this tab instead.
 */
export function openInNewTab(url: string) {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

/** A plain left click, the only one we delay: modified and middle clicks keep the browser's behaviour. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface TransitionLock<V> {
  view: V;
  state: LockState<V>;
  locked: boolean;
  fading: boolean;
  /** Swaps to another set of buttons: fade out for 0.4 s (instant with reduced motion). Ignored while locked. */
  show: (view: V) => void;
  /** Click handler for a real `<a href target="_blank">` link: opens it 0.35 s later, then unlocks. */
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Click handler for an in-site link (e.g. SERVICES): ignored while a fade or an open runs. */
  guardNavigation: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Drives lib/transition-lock's reducer with timers (docs/REQUIREMENTS.md §4, sky bar and language pages). */
export function useTransitionLock<V>(initialView: V): TransitionLock<V> {
  const [state, dispatch] = useReducer(lockReducer<V>, initialView, initialLockState);
  // Motion here only follows a click, so the pre-rendered page may assume it is welcome.
  const reducedMotion = useReducedMotion(false);
  // The reducer ignores actions while locked; this ref also keeps a second click in the same frame
  // from scheduling a second timer before React re-renders.
  const busy = useRef(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);

  const later = useCallback((fn: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current = timers.current.filter((t) => t !== id);
      fn();
    }, ms);
    timers.current.push(id);
  }, []);

  const show = useCallback(
    (view: V) => {
      if (busy.current) return;
      if (reducedMotion) {
        dispatch({ type: 'show', view, instant: true });
        return;
      }
      busy.current = true;
      dispatch({ type: 'show', view });
      later(() => {
        dispatch({ type: 'fade-end' });
        busy.current = false;
      }, FADE_MS);
    },
    [later, reducedMotion],
  );

  const onLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      const url = event.currentTarget.href;
      dispatch({ type: 'open' });
      later(() => {
        openInNewTab(url);
        dispatch({ type: 'open-end' });
        busy.current = false;
      }, OPEN_DELAY_MS);
    },
    [later],
  );

  const guardNavigation = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    if (busy.current) event.preventDefault();
  }, []);

  return { view: state.view, state, locked: isLocked(state), fading: state.phase === 'fading', show, onLinkClick, guardNavigation };
}
