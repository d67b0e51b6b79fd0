/**
 * Runs in the page (page.waitForFunction / page.evaluate): true once React has committed the page's
 * hydration, the sign that the framework, which starts after load and first paint, is running and its
 * effects (the navbar's scroll timer, listeners) are being set up.
 *
 * The site menu's button carrying a React fiber is not enough: React attaches fibers to the DOM while it
 * renders, and on a long page (home) the render goes on in slices for tens of milliseconds, more on a busy
 * machine, before it commits and runs any effect (measured on a quiet machine: fibers at 1734 ms, the commit
 * at 1798 ms). A test that acted in that window raced the effects: in a full run, home's navbar test
 * advanced the clock before the navbar had set its scroll timer. So this also asks the root (Next hydrates
 * the whole document) whether its committed tree has children: before the first commit it has none.
 * Shared by the e2e helpers, the engines suite, the screenshot script and the bench; no closures, as
 * Playwright sends its text.
 */
export function frameworkHasStarted() {
  const button = document.querySelector('[aria-controls="site-menu"]');
  if (!button || !Object.keys(button).some((key) => key.startsWith('__reactFiber$'))) return false;
  const containerKey = Object.keys(document).find((key) => key.startsWith('__reactContainer$'));
  const root = containerKey ? /** @type {any} */ (document)[containerKey]?.stateNode : null;
  return !!root?.current?.child;
}
