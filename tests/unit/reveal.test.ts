/**
 * Scroll reveals (docs/REQUIREMENTS.md §4) are watched by the page's head script from the moment the HTML is
 * parsed, so a visitor who scrolls before the framework has started never meets a blank section.
 * Run as the browser runs it: the script's text against a DOM and a fake IntersectionObserver.
 */
import { REVEAL_THRESHOLD, revealOnView, revealScript } from '@/lib/reveal';
import { MockIntersectionObserver } from '../utils/intersection-observer';

function page(html: string) {
  document.body.innerHTML = html;
  return [...document.querySelectorAll('.scroll-animation')];
}

beforeEach(() => MockIntersectionObserver.install());

afterAll(() => {
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('the head script watches every reveal in the HTML once the document is parsed, at 10 % visibility', () => {
  const [first, second] = page('<section class="scroll-animation">a</section><article class="scroll-animation">b</article><p>c</p>');
  new Function(revealScript())();
  expect(MockIntersectionObserver.instances).toHaveLength(0); // nothing to watch before the HTML is parsed
  document.dispatchEvent(new Event('DOMContentLoaded'));
  const [observer] = MockIntersectionObserver.instances;
  expect(observer!.options.threshold).toBe(REVEAL_THRESHOLD);
  expect(REVEAL_THRESHOLD).toBe(0.1);
  expect([...observer!.targets]).toEqual([first, second]);

  observer!.show(second!);
  expect(second).toHaveClass('animate-in');
  expect(first).not.toHaveClass('animate-in');
  expect(observer!.targets.has(second!)).toBe(false); // shown once, then no longer watched
  expect(observer!.targets.has(first!)).toBe(true);
});

test('an element the head script has already shown is not watched again when React hydrates', () => {
  const [shown, hidden] = page('<div class="scroll-animation animate-in"></div><div class="scroll-animation"></div>');
  revealOnView([shown!, hidden!], REVEAL_THRESHOLD);
  expect([...MockIntersectionObserver.instances[0]!.targets]).toEqual([hidden]);
});

test('stops watching when asked (a component that unmounts)', () => {
  const [element] = page('<div class="scroll-animation"></div>');
  const stop = revealOnView([element!], REVEAL_THRESHOLD);
  stop();
  expect(MockIntersectionObserver.instances[0]!.targets.size).toBe(0);
});

test('without IntersectionObserver every reveal is shown at once', () => {
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  const elements = page('<div class="scroll-animation"></div><div class="scroll-animation"></div>');
  new Function(revealScript())();
  document.dispatchEvent(new Event('DOMContentLoaded'));
  for (const element of elements) expect(element).toHaveClass('animate-in');
});
