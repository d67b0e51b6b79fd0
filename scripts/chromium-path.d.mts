/** Chromium for Playwright and Lighthouse: $CHROMIUM_PATH, then Debian's /usr/bin/chromium. Throws with install advice. */
export function chromiumPath(): string;
