import { act, fireEvent, screen } from '@testing-library/react';
import { HeroVideo } from '@/components/home/hero-video';
import { HomeHeroSection } from '@/components/home/home-page';
import { site } from '@/content/site';
import { renderWithIntl } from '@/tests/utils/intl';

/** A fake media element: jsdom does not implement playback, so play/load/pause are stubs. */
type FakeMedia = HTMLMediaElement & { fakePaused?: boolean };
let play: jest.Mock;
let load: jest.Mock;
let pause: jest.Mock;
let reducedMotion = false;
let saveData: boolean | undefined;

const originals = {
  play: HTMLMediaElement.prototype.play,
  load: HTMLMediaElement.prototype.load,
  pause: HTMLMediaElement.prototype.pause,
  paused: Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'paused'),
  innerWidth: window.innerWidth,
};

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  saveData = undefined;
  play = jest.fn(function (this: FakeMedia) {
    this.fakePaused = false;
    return Promise.resolve();
  });
  load = jest.fn();
  pause = jest.fn(function (this: FakeMedia) {
    this.fakePaused = true;
  });
  HTMLMediaElement.prototype.play = play;
  HTMLMediaElement.prototype.load = load;
  HTMLMediaElement.prototype.pause = pause;
  Object.defineProperty(HTMLMediaElement.prototype, 'paused', {
    configurable: true,
    get(this: FakeMedia) {
      return this.fakePaused ?? true;
    },
  });
  window.matchMedia = jest.fn((query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce') ? reducedMotion : false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  Object.defineProperty(window.navigator, 'connection', { configurable: true, get: () => (saveData === undefined ? undefined : { saveData }) });
  setWidth(1440);
});

afterEach(() => {
  jest.useRealTimers();
  HTMLMediaElement.prototype.play = originals.play;
  HTMLMediaElement.prototype.load = originals.load;
  HTMLMediaElement.prototype.pause = originals.pause;
  if (originals.paused) Object.defineProperty(HTMLMediaElement.prototype, 'paused', originals.paused);
  setWidth(originals.innerWidth);
});

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const SOURCES = { src: '/video/hero.mp4', srcMobile: '/video/hero-mobile.mp4' };

function renderVideo() {
  const result = renderWithIntl(<HeroVideo {...SOURCES} />);
  return { ...result, video: () => result.container.querySelector('video') };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HeroVideo', () => {
  it('is set up 100 ms after mounting, muted and looping, with the full-size file on a wide screen', () => {
    const { video } = renderVideo();
    expect(video()).toBeNull();
    advance(99);
    expect(video()).toBeNull();
    advance(1);
    const element = video()!;
    expect(element).not.toBeNull();
    expect(element.getAttribute('src')).toBe('/video/hero.mp4');
    expect(element.muted).toBe(true);
    expect(element.loop).toBe(true);
    expect(element.hasAttribute('playsinline')).toBe(true);
    expect(element).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the mobile file under 768 px', () => {
    setWidth(390);
    const { video } = renderVideo();
    advance(100);
    expect(video()!.getAttribute('src')).toBe('/video/hero-mobile.mp4');
  });

  it('never creates the video (so never downloads it) with reduced motion', () => {
    reducedMotion = true;
    const { video } = renderVideo();
    advance(10_000);
    expect(video()).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('never creates the video with Save-Data on', () => {
    saveData = true;
    const { video } = renderVideo();
    advance(10_000);
    expect(video()).toBeNull();
  });

  it('plays once it has loaded data or can play', () => {
    const { video } = renderVideo();
    advance(100);
    expect(play).not.toHaveBeenCalled();
    fireEvent(video()!, new Event('loadeddata'));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent(video()!, new Event('canplay'));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('silently ignores a failed play (rejected or thrown)', async () => {
    const { video } = renderVideo();
    advance(100);
    play.mockImplementationOnce(() => Promise.reject(new DOMException('autoplay blocked', 'NotAllowedError')));
    play.mockImplementationOnce(() => {
      throw new Error('not supported');
    });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    expect(() => fireEvent(video()!, new Event('loadeddata'))).not.toThrow();
    expect(() => fireEvent(video()!, new Event('canplay'))).not.toThrow();
    await act(async () => {
      await Promise.resolve();
    });
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(video()).not.toBeNull();
  });

  it('retries a failed load after 1 s, 3 s and 8 s, then leaves the poster', () => {
    const { video } = renderVideo();
    advance(100);
    const fail = () => fireEvent(video()!, new Event('error'));
    fail();
    advance(999);
    expect(load).not.toHaveBeenCalled();
    advance(1);
    expect(load).toHaveBeenCalledTimes(1);
    fail();
    advance(3000);
    expect(load).toHaveBeenCalledTimes(2);
    fail();
    advance(8000);
    expect(load).toHaveBeenCalledTimes(3);
    fail();
    advance(60_000);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fades in over the poster only once it is playing', () => {
    const { video } = renderVideo();
    advance(100);
    const before = video()!.className;
    fireEvent(video()!, new Event('playing'));
    expect(video()!.className).not.toBe(before);
  });

  it('mutes a paused video and tries to play it on the first click, touch or key press only', () => {
    const { video } = renderVideo();
    advance(100);
    const element = video()! as FakeMedia;
    element.muted = false;
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(element.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    element.fakePaused = true;
    fireEvent.click(document.body);
    fireEvent.touchStart(document.body);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('does not restart a video the visitor paused with the pause button', () => {
    const { video } = renderVideo();
    advance(100);
    const element = video()!;
    fireEvent(element, new Event('loadeddata'));
    fireEvent(element, new Event('playing'));
    expect(play).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Pause the background video' });
    fireEvent.click(button);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent(element, new Event('pause'));
    fireEvent(element, new Event('canplay'));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play the background video' }));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('stops retrying when the page is left', () => {
    const { video, unmount } = renderVideo();
    advance(100);
    fireEvent(video()!, new Event('error'));
    unmount();
    advance(10_000);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('HomeHero', () => {
  it('always shows the poster image eagerly (the LCP element) and the brand as the one h1', () => {
    reducedMotion = true;
    const { container } = renderWithIntl(<HomeHeroSection />);
    advance(5000);
    const poster = container.querySelector('img[src*="home-hero"]');
    expect(poster).not.toBeNull();
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${site.brand} Hotels`);
  });

  it('layers the video over the poster without replacing it', () => {
    const { container } = renderWithIntl(<HomeHeroSection />);
    advance(100);
    expect(container.querySelector('img[src*="home-hero"]')).not.toBeNull();
    expect(container.querySelector('video')).not.toBeNull();
  });

  it('scrolls smoothly to the welcome section from the arrow, instantly under reduced motion', () => {
    for (const reduce of [false, true]) {
      reducedMotion = reduce;
      const target = document.createElement('section');
      target.id = 'welcome';
      target.tabIndex = -1;
      target.scrollIntoView = jest.fn();
      document.body.appendChild(target);
      const { unmount } = renderWithIntl(<HomeHeroSection />);
      const arrow = screen.getByRole('link', { name: 'Scroll down to the welcome' });
      expect(arrow).toHaveAttribute('href', '#welcome');
      fireEvent.click(arrow);
      expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      expect(document.activeElement).toBe(target);
      unmount();
      target.remove();
    }
  });

  it('speaks Vietnamese', () => {
    renderWithIntl(<HomeHeroSection />, { language: 'vi' });
    expect(screen.getByRole('link', { name: 'Cuộn xuống phần chào mừng' })).toBeInTheDocument();
  });
});
