import { existsSync } from 'node:fs';

const NOT_FOUND =
  'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium chromium-headless-shell`) or set CHROMIUM_PATH to a Chromium/Chrome binary. Playwright cannot download browsers here.';

/** A browser named by the environment wins everywhere. */
const OVERRIDES = () => [process.env.CHROMIUM_PATH, process.env.CHROME_PATH];
/** Debian's full browser (and its older name). */
const FULL_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
/** Debian's headless shell: Blink without the browser UI. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function firstExisting(candidates) {
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error(NOT_FOUND);
  return found;
}

/** The full Chromium, for Lighthouse and screenshots: $CHROMIUM_PATH, then Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return firstExisting([...OVERRIDES(), ...FULL_CHROMIUM]);
}

/**
 * The browser for the end-to-end tests: $CHROMIUM_PATH, else Debian's headless shell, else the full
 * Chromium. The headless shell is what Playwright itself runs headless tests in (its bundled
 * "chromium-headless-shell"): the same Blink without the browser UI, and on a 2-core machine the
 * suite's heaviest spec ran in 4.6 min instead of 6.5 min with the full Chromium 156.
 */
export function e2eChromiumPath() {
  return firstExisting([...OVERRIDES(), HEADLESS_SHELL, ...FULL_CHROMIUM]);
}
