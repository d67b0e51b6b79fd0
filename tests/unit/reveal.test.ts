/**
 * Scroll reveals (spec section 4) are watched by the page's head script from the moment the HTML is
 * parsed, so a visitor who scrolls before the framework has started never meets a blank section.
 * Run as the browser runs it: the script's text against a DOM and a fake IntersectionObserver.
 */
import { REVEAL_THRESHOLD, revealOnView, revealScript } from '@/lib/reveal';

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;

class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(
    public callback: Callback,
    public options: { threshold: number },
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The browser reports these elements as visible past the threshold. */
  show(...elements: Element[]) {
    this.callback(elements.map((target) => ({ target, isIntersecting: true })));
  }
}

function page(html: string) {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('.scroll-animation')];
}

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});

afterAll(() => {
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('the head script watches every reveal in the HTML once the document is parsed, at 10 % visibility', () => {
  const [first, second] = page('<section class="scroll-animation">a</section><article class="scroll-animation">b</article><p>c</p>');
  new Function(revealScript())();
  expect(FakeObserver.all).toHaveLength(0); // nothing to watch before the HTML is parsed
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const [observer] = FakeObserver.all;
  expect(observer!.options.threshold).toBe(REVEAL_THRESHOLD);
  expect(REVEAL_THRESHOLD).toBe(0.1);
  expect([...observer!.watched]).toEqual([first, second]);

  observer!.show(second!);
  expect(second).toHaveClass('animate-in');
  expect(first).not.toHaveClass('animate-in');
  expect(observer!.watched.has(second!)).toBe(false); // shown once, then no longer watched
  expect(observer!.watched.has(first!)).toBe(true);
});

test('an element the head script has already shown is not watched again when React hydrates', () => {
  const [shown, hidden] = page('<div class="scroll-animation animate-in"></div><div class="scroll-animation"></div>');
  revealOnView([shown!, hidden!], REVEAL_THRESHOLD);
  expect([...FakeObserver.all[0]!.watched]).toEqual([hidden]);
});

test('stops watching when asked (a component that unmounts)', () => {
  const [element] = page('<div class="scroll-animation"></div>');
  const stop = revealOnView([element!], REVEAL_THRESHOLD);
  stop();
  expect(FakeObserver.all[0]!.watched.size).toBe(0);
});

test('without IntersectionObserver every reveal is shown at once', () => {
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  const elements = page('<div class="scroll-animation"></div><div class="scroll-animation"></div>');
  new Function(revealScript())();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  for (const element of elements) expect(element).toHaveClass('animate-in');
});
