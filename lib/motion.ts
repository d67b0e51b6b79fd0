/** The media query for a visitor who asks for reduced motion (docs/DECISIONS.md #11): one place for it. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether `win` asks for reduced motion now (false where matchMedia is missing). */
export const prefersReducedMotion = (win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean =>
  typeof win?.matchMedia === 'function' && win.matchMedia(REDUCED_MOTION_QUERY).matches;
