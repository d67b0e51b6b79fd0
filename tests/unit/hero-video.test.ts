import {
  HERO_ARROW_DELAY_MS,
  HERO_LOGO_DELAY_MS,
  HERO_VIDEO_SETUP_DELAY_MS,
  heroVideoRetryDelay,
  pickHeroVideoSource,
  readHeroVideoEnvironment,
  shouldLoadHeroVideo,
} from '@/lib/hero-video';

describe('hero video rules', () => {
  it('uses the spec timings: setup after 100 ms, logo after 1 s, arrow after 3 s', () => {
    expect(HERO_VIDEO_SETUP_DELAY_MS).toBe(100);
    expect(HERO_LOGO_DELAY_MS).toBe(1000);
    expect(HERO_ARROW_DELAY_MS).toBe(3000);
  });

  it('loads the video only when neither reduced motion nor Save-Data is asked for', () => {
    expect(shouldLoadHeroVideo({ reducedMotion: false, saveData: false })).toBe(true);
    expect(shouldLoadHeroVideo({ reducedMotion: true, saveData: false })).toBe(false);
    expect(shouldLoadHeroVideo({ reducedMotion: false, saveData: true })).toBe(false);
    expect(shouldLoadHeroVideo({ reducedMotion: true, saveData: true })).toBe(false);
  });

  it('picks the mobile file under 768 px and the full one from 768 px', () => {
    const sources = { src: '/video/hero.mp4', srcMobile: '/video/hero-mobile.mp4' };
    expect(pickHeroVideoSource(390, sources)).toBe('/video/hero-mobile.mp4');
    expect(pickHeroVideoSource(767, sources)).toBe('/video/hero-mobile.mp4');
    expect(pickHeroVideoSource(768, sources)).toBe('/video/hero.mp4');
    expect(pickHeroVideoSource(1440, sources)).toBe('/video/hero.mp4');
    expect(pickHeroVideoSource(390, { src: '/video/hero.mp4' })).toBe('/video/hero.mp4');
  });

  it('retries a failed load three times with growing waits, then gives up', () => {
    expect(heroVideoRetryDelay(1)).toBe(1000);
    expect(heroVideoRetryDelay(2)).toBe(3000);
    expect(heroVideoRetryDelay(3)).toBe(8000);
    expect(heroVideoRetryDelay(4)).toBeNull();
    expect(heroVideoRetryDelay(0)).toBeNull();
    expect(heroVideoRetryDelay(1.5)).toBeNull();
  });

  it('reads reduced motion and Save-Data from the browser, treating missing APIs as no preference', () => {
    const win = (matches: boolean | null, saveData?: boolean) =>
      ({
        matchMedia: matches === null ? undefined : (query: string) => ({ matches: matches && query.includes('reduce') }),
        navigator: saveData === undefined ? {} : { connection: { saveData } },
      }) as unknown as Window;
    expect(readHeroVideoEnvironment(win(false))).toEqual({ reducedMotion: false, saveData: false });
    expect(readHeroVideoEnvironment(win(true))).toEqual({ reducedMotion: true, saveData: false });
    expect(readHeroVideoEnvironment(win(false, true))).toEqual({ reducedMotion: false, saveData: true });
    expect(readHeroVideoEnvironment(win(null, false))).toEqual({ reducedMotion: false, saveData: false });
  });
});
