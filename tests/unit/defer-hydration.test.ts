/**
 * @jest-environment node
 */
import { WAIT_FOR_ANIMATION, deferNextScripts, deferredScriptSources, undeferredScripts } from '@/scripts/defer-hydration.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<title>Rooms</title>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Rooms</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

type Listener = (event?: { target: unknown }) => void;

/**
 * Runs the page's loader against a fake document and window. `animated` puts in the page an element
 * that waits for its opening animation (which has not begun, or is off under reduced motion). Zero-delay timers and frames run at
 * once; longer timers wait for `elapse()`.
 */
function runLoader(
  html: string,
  readyState: string,
  {
    animated = false,
    reducedMotion = false,
    paintEntries = [] as string[],
    painted = false,
    stored = null as string | null,
    browserLanguages = ['en-US'],
  } = {},
) {
  const loader = html.match(/<script id="deferred-scripts">([\s\S]*?)<\/script>/)?.[1] ?? '';
  const appended: string[] = [];
  const windowListeners: Record<string, Listener> = {};
  const documentListeners: Record<string, Listener> = {};
  const elementListeners: Record<string, Listener> = {};
  const timers: Listener[] = [];
  // A browser that reports `paintEntries` (entry types); `painted`: the first paint is already recorded.
  type EntryList = { getEntriesByName: (name: string) => unknown[]; getEntries: () => { element: unknown }[] };
  const observers: { type?: string; callback: (list: EntryList) => void }[] = [];
  const entries = (names: string[]): EntryList => ({ getEntriesByName: (name) => names.filter((n) => n === name), getEntries: () => [] });
  // The largest paints' elements: one inside the animated element (its logo), one elsewhere on the page.
  const logo = {};
  const elsewhere = {};
  const largest = (element: unknown): EntryList => ({ getEntriesByName: () => [], getEntries: () => [{ element }] });
  const fcpList = entries(['first-paint', 'first-contentful-paint']);
  class FakePerformanceObserver {
    static supportedEntryTypes = paintEntries;
    callback: (list: EntryList) => void;
    constructor(callback: (list: EntryList) => void) {
      this.callback = callback;
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      observers.push({ type, callback: this.callback });
      if (buffered && painted) this.callback(fcpList);
    }
    disconnect() {
      observers.splice(0);
    }
  }
  const animatedElement = {
    hasAttribute: (name: string) => name === WAIT_FOR_ANIMATION,
    getAnimations: () => (reducedMotion ? [] : [{}]),
    contains: (element: unknown) => element === logo,
    addEventListener: (type: string, cb: Listener) => (elementListeners[type] = cb),
  };
  const fakeDocument = {
    readyState,
    documentElement: { lang: 'en' },
    createElement: () => ({ src: '' }),
    head: { appendChild: (el: { src: string }) => appended.push(el.src) },
    addEventListener: (type: string, cb: Listener) => (documentListeners[type] = cb),
    querySelector: (selector: string) => (animated && selector === `[${WAIT_FOR_ANIMATION}]` ? animatedElement : null),
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', 'PerformanceObserver', 'localStorage', 'navigator', loader)(
    fakeDocument,
    (cb: Listener) => cb(),
    (cb: Listener, ms: number) => (ms > 0 ? timers.push(cb) : cb()),
    (type: string, cb: Listener) => (windowListeners[type] = cb),
    paintEntries.length ? FakePerformanceObserver : undefined,
    { getItem: (key: string) => (key === 'vela.language' ? stored : null) },
    { languages: browserLanguages, language: browserLanguages[0] },
  );
  return {
    appended,
    fire: (type: string) => windowListeners[type]?.(),
    /** The opening animation begins: the event reaches the document, then the element. */
    animationStarts: () => {
      documentListeners.animationstart?.({ target: animatedElement });
      elementListeners.animationstart?.();
    },
    elapse: () => timers.splice(0).forEach((cb) => cb()),
    /** The browser records a paint: the first one may carry no content yet. */
    paints: ({ contentful = true } = {}) =>
      observers.filter((o) => o.type === 'paint').forEach((o) => o.callback(contentful ? fcpList : entries(['first-paint']))),
    /** The browser reports a largest contentful paint, of the animated element's logo or of something else. */
    largestPaint: ({ ofLogo = true } = {}) =>
      observers.filter((o) => o.type === 'largest-contentful-paint').forEach((o) => o.callback(largest(ofLogo ? logo : elsewhere))),
    /** The opening animation ends. */
    animationEnds: () => elementListeners.animationend?.(),
    /** The entry type the loader listens for, if any. */
    observedType: () => observers[0]?.type,
  };
}

describe('deferNextScripts', () => {
  const out = deferNextScripts(page);

  it('takes every async chunk script out of the HTML and lists it in the loader, in order', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferredScriptSources(out)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('leaves no start-up script for the page to load by itself (the polyfill for old browsers stays)', () => {
    expect(undeferredScripts(page)).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(undeferredScripts(out)).toEqual([]);
    expect(out).toContain('polyfills.js" noModule=""');
  });

  it('drops the early preload of a chunk the loader fetches later', () => {
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('appends nothing while the page is still loading, and every script once it has loaded', () => {
    const { appended, fire } = runLoader(out, 'loading');
    expect(appended).toEqual([]);
    fire('load');
    expect(appended).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
    expect(out.indexOf('id="deferred-scripts"')).toBeLessThan(out.indexOf('</head>'));
  });

  it('keeps the stylesheet, the legacy polyfill, the inline payload and the content as they were', () => {
    for (const part of ['a.css', 'polyfills.js" noModule=""', 'self.__next_f', '<h1>Rooms</h1>']) expect(out).toContain(part);
  });

  it('appends every script at once when the page has already loaded', () => {
    expect(runLoader(out, 'complete').appended).toEqual(['/_next/static/chunks/main.js', '/_next/static/chunks/page.js']);
  });

  it('leaves a page without chunk scripts, or one already deferred, unchanged', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(deferNextScripts(plain)).toBe(plain);
    expect(deferNextScripts(out)).toBe(out);
    expect(deferredScriptSources(plain)).toEqual([]);
  });

  describe('on a page that holds its scripts until an opening animation has begun', () => {
    const all = ['/_next/static/chunks/main.js', '/_next/static/chunks/page.js'];

    it('waits past load for the animation to begin, then appends every script once', () => {
      const loader = runLoader(out, 'loading', { animated: true });
      loader.fire('load');
      expect(loader.appended).toEqual([]);
      loader.animationStarts();
      expect(loader.appended).toEqual(all);
      loader.elapse();
      expect(loader.appended).toEqual(all);
    });

    it('does not wait when the animation began before the page finished loading', () => {
      const loader = runLoader(out, 'loading', { animated: true });
      loader.animationStarts();
      loader.fire('load');
      expect(loader.appended).toEqual(all);
    });

    it('does not wait under reduced motion, where there is no animation', () => {
      const loader = runLoader(out, 'loading', { animated: true, reducedMotion: true });
      loader.fire('load');
      expect(loader.appended).toEqual(all);
    });

    it('waits for a visitor who chose English, whatever the browser says', () => {
      const loader = runLoader(out, 'loading', { animated: true, stored: 'en', browserLanguages: ['vi-VN'] });
      loader.fire('load');
      expect(loader.appended).toEqual([]);
    });

    it('gives up waiting after a few seconds should the animation never begin', () => {
      const loader = runLoader(out, 'loading', { animated: true });
      loader.fire('load');
      loader.elapse();
      expect(loader.appended).toEqual(all);
    });
  });

  describe('in a browser that reports paint timing', () => {
    const all = ['/_next/static/chunks/main.js', '/_next/static/chunks/page.js'];

    it('waits past load for the first contentful paint (a first paint without content is not enough)', () => {
      const loader = runLoader(out, 'loading', { paintEntries: ['paint', 'largest-contentful-paint'] });
      loader.fire('load');
      expect(loader.observedType()).toBe('paint');
      expect(loader.appended).toEqual([]);
      loader.paints({ contentful: false });
      expect(loader.appended).toEqual([]);
      loader.paints();
      expect(loader.appended).toEqual(all);
    });

    it('goes at once when the page had painted before it loaded', () => {
      const loader = runLoader(out, 'loading', { paintEntries: ['paint', 'largest-contentful-paint'], painted: true });
      loader.fire('load');
      expect(loader.appended).toEqual(all);
    });

    it('does not wait for ever when no paint is reported (a tab opened in the background)', () => {
      const loader = runLoader(out, 'loading', { paintEntries: ['paint', 'largest-contentful-paint'] });
      loader.fire('load');
      loader.elapse();
      expect(loader.appended).toEqual(all);
      loader.paints();
      expect(loader.appended).toEqual(all);
    });

    it('then still waits for an opening animation to begin', () => {
      const loader = runLoader(out, 'loading', { paintEntries: ['paint'], animated: true });
      loader.fire('load');
      loader.paints();
      expect(loader.appended).toEqual([]);
      loader.animationStarts();
      expect(loader.appended).toEqual(all);
    });

    describe('and largest contentful paints', () => {
      const types = ['paint', 'largest-contentful-paint'];

      it("waits for the animated element's own paint, so no script request starts before the largest paint", () => {
        const loader = runLoader(out, 'loading', { paintEntries: types, animated: true });
        loader.fire('load');
        loader.paints();
        loader.animationStarts();
        expect(loader.appended).toEqual([]);
        loader.largestPaint({ ofLogo: false });
        expect(loader.appended).toEqual([]);
        loader.largestPaint();
        expect(loader.appended).toEqual(all);
        loader.animationEnds();
        loader.elapse();
        expect(loader.appended).toEqual(all);
      });

      it('goes when the animation ends should that paint never be reported (a visitor scrolled first)', () => {
        const loader = runLoader(out, 'loading', { paintEntries: types, animated: true });
        loader.fire('load');
        loader.paints();
        loader.animationStarts();
        loader.animationEnds();
        expect(loader.appended).toEqual(all);
      });

      it('gives up waiting after a few seconds should neither come', () => {
        const loader = runLoader(out, 'loading', { paintEntries: types, animated: true });
        loader.fire('load');
        loader.paints();
        loader.animationStarts();
        loader.elapse();
        expect(loader.appended).toEqual(all);
      });
    });
  });
});
