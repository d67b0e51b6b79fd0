/**
 * The button state machine of the sky bar and the a la carte pages (docs/REQUIREMENTS.md §4):
 * a view swap fades the current buttons out for FADE_MS, then shows the next ones; opening a PDF,
 * review or map waits OPEN_DELAY_MS, opens it, then unlocks. While either runs, clicks are ignored.
 * Pure: the hook in components/dining/use-transition-lock.ts drives it with timers.
 */
export const FADE_MS = 400;
export const OPEN_DELAY_MS = 350;

export type LockPhase = 'idle' | 'fading' | 'opening';

export interface LockState<V> {
  view: V;
  phase: LockPhase;
  /** The view shown when the fade ends. */
  next: V | null;
}

export type LockAction<V> = { type: 'show'; view: V; instant?: boolean } | { type: 'fade-end' } | { type: 'open' } | { type: 'open-end' };

export const initialLockState = <V>(view: V): LockState<V> => ({ view, phase: 'idle', next: null });

export const isLocked = (state: LockState<unknown>) => state.phase !== 'idle';

export function lockReducer<V>(state: LockState<V>, action: LockAction<V>): LockState<V> {
  switch (action.type) {
    case 'show':
      if (isLocked(state)) return state;
      // Reduced motion: no fade, the next view is there at once (and nothing stays locked).
      if (action.instant) return { view: action.view, phase: 'idle', next: null };
      return { ...state, phase: 'fading', next: action.view };
    case 'fade-end':
      if (state.phase !== 'fading' || state.next === null) return state;
      return { view: state.next, phase: 'idle', next: null };
    case 'open':
      if (isLocked(state)) return state;
      return { ...state, phase: 'opening' };
    case 'open-end':
      if (state.phase !== 'opening') return state;
      return { ...state, phase: 'idle' };
  }
}
