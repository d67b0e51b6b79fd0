import { initialLockState, isLocked, lockReducer, FADE_MS, OPEN_DELAY_MS, type LockState } from '@/lib/transition-lock';

type View = 'first' | 'menu';

describe('transition lock (REQUIREMENTS §4: fades and opens lock the buttons)', () => {
  const idle: LockState<View> = initialLockState<View>('first');

  it('uses the spec timings', () => {
    expect(FADE_MS).toBe(400);
    expect(OPEN_DELAY_MS).toBe(350);
  });

  it('fades, then shows the next view and unlocks', () => {
    const fading = lockReducer(idle, { type: 'show', view: 'menu' });
    expect(fading).toEqual({ view: 'first', phase: 'fading', next: 'menu' });
    expect(isLocked(fading)).toBe(true);
    const shown = lockReducer(fading, { type: 'fade-end' });
    expect(shown).toEqual({ view: 'menu', phase: 'idle', next: null });
    expect(isLocked(shown)).toBe(false);
  });

  it('ignores clicks while a fade runs', () => {
    const fading = lockReducer(idle, { type: 'show', view: 'menu' });
    expect(lockReducer(fading, { type: 'show', view: 'first' })).toBe(fading);
    expect(lockReducer(fading, { type: 'open' })).toBe(fading);
  });

  it('locks while a link opens, then unlocks', () => {
    const opening = lockReducer(idle, { type: 'open' });
    expect(opening.phase).toBe('opening');
    expect(lockReducer(opening, { type: 'show', view: 'menu' })).toBe(opening);
    expect(lockReducer(opening, { type: 'open' })).toBe(opening);
    expect(lockReducer(opening, { type: 'open-end' })).toEqual(idle);
  });

  it('swaps at once with reduced motion, without locking', () => {
    expect(lockReducer(idle, { type: 'show', view: 'menu', instant: true })).toEqual({ view: 'menu', phase: 'idle', next: null });
  });

  it('ignores stray ends', () => {
    expect(lockReducer(idle, { type: 'fade-end' })).toBe(idle);
    expect(lockReducer(idle, { type: 'open-end' })).toBe(idle);
  });
});
