/** docs/REQUIREMENTS.md §4: a `.scroll-animation` element gains `animate-in` once 10 % of it is visible. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Watches `elements` and gives each `animate-in` once `threshold` of it is visible, then stops
 * watching it (REQUIREMENTS §4). Without IntersectionObserver everything is shown at once. Returns
 * a function that stops watching.
 *
 * Used by the page's head script for every reveal in the HTML (revealScript) and by useReveal for
 * elements React renders later, so it is serialised into the page as source text: no imports, no
 * closures over module scope.
 */
export function revealOnView(elements: ArrayLike<Element>, threshold: number): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    for (let i = 0; i < elements.length; i++) elements[i]!.classList.add('animate-in');
    return function () {};
  }
  const observer = new IntersectionObserver(
    function (entries) {
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('animate-in');
        observer.unobserve(entry.target);
      }
    },
    { threshold: threshold },
  );
  for (let i = 0; i < elements.length; i++) {
    if (!elements[i]!.classList.contains('animate-in')) observer.observe(elements[i]!);
  }
  return function () {
    observer.disconnect();
  };
}

/**
 * The head script's part for reveals. Reveals start hidden as soon as scripts run (globals.css),
 * while the framework starts on purpose only after the page has loaded and painted (postbuild): a
 * visitor on a slow phone who scrolls before then would find blank sections. So the reveals in the
 * HTML are watched from the moment it is parsed, before and without the framework.
 */
export function revealScript(): string {
  return `document.addEventListener('DOMContentLoaded',function(){(${String(revealOnView)})(document.querySelectorAll('.scroll-animation'),${REVEAL_THRESHOLD})});`;
}
