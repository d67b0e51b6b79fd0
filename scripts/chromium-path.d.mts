/** The full Chromium, for Lighthouse and screenshots: $CHROMIUM_PATH, then Debian's /usr/bin/chromium. Throws with install advice. */
export function chromiumPath(): string;
/** The browser for the end-to-end tests: $CHROMIUM_PATH, else Debian's headless shell, else the full Chromium. */
export function e2eChromiumPath(): string;
