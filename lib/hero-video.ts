/**
 * The home hero video's rules (docs/REQUIREMENTS.md §4 "Hero video", §9 timings), kept pure so they
 * can be tested without a browser. The component in components/home/hero-video.tsx applies them.
 */
import { prefersReducedMotion } from './motion';

/** Setup runs this long after the hero mounts, so the poster (the LCP image) goes first. */
export const HERO_VIDEO_SETUP_DELAY_MS = 100;
/** The centred logo fades in after 1 s; the swipe-down arrow after 3 s (CSS animation delays). */
export const HERO_LOGO_DELAY_MS = 1000;
export const HERO_ARROW_DELAY_MS = 3000;
/** Below this viewport width the lighter mobile encoding is used (the 768 px breakpoint). */
export const HERO_VIDEO_MOBILE_MAX_WIDTH = 767;

/** Waits before each new load attempt after a load failure; when they are used up the poster stays. */
export const HERO_VIDEO_RETRY_DELAYS_MS = [1000, 3000, 8000] as const;

export interface HeroVideoEnvironment {
  /** `prefers-reduced-motion: reduce` matches. */
  reducedMotion: boolean;
  /** `navigator.connection.saveData` is on. */
  saveData: boolean;
}

/**
 * Whether the video may be created at all. With reduced motion or Save-Data the visitor sees the
 * poster only and the video file is never requested.
 */
export const shouldLoadHeroVideo = ({ reducedMotion, saveData }: HeroVideoEnvironment) => !reducedMotion && !saveData;

/** The source for a viewport width: the mobile file under 768 px, the full one otherwise. */
export function pickHeroVideoSource(viewportWidth: number, sources: { src: string; srcMobile?: string }): string {
  return viewportWidth <= HERO_VIDEO_MOBILE_MAX_WIDTH && sources.srcMobile ? sources.srcMobile : sources.src;
}

/**
 * The wait before retry number `failures` (1 = after the first failed load), or null when the
 * video should give up and leave the poster in place.
 */
export function heroVideoRetryDelay(failures: number): number | null {
  if (!Number.isInteger(failures) || failures < 1) return null;
  return HERO_VIDEO_RETRY_DELAYS_MS[failures - 1] ?? null;
}

/** Reads the environment in a browser; anything missing counts as "no preference". */
export function readHeroVideoEnvironment(win: Window): HeroVideoEnvironment {
  const reducedMotion = prefersReducedMotion(win);
  const connection = (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return { reducedMotion, saveData: connection?.saveData === true };
}
