import { existsSync } from 'node:fs';

/** Chromium for Playwright and Lighthouse: $CHROMIUM_PATH, then Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian/Ubuntu: `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary. Playwright cannot download browsers here.',
    );
  }
  return found;
}
