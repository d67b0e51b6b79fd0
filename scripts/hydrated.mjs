/**
 * Runs in the page (page.waitForFunction / page.evaluate): true once React has hydrated the site
 * menu's button, the sign that the framework, which starts after load and first paint, is running.
 * Shared by the e2e helpers and the screenshot script; no closures, as Playwright sends its text.
 */
export function frameworkHasStarted() {
  const button = document.querySelector('[aria-controls="site-menu"]');
  return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
}
