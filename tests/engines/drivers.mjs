// One small page API over two drivers, so tests/engines/checks.mjs is written once for every engine:
// - Firefox (Debian's firefox-esr) through Puppeteer over WebDriver BiDi: Puppeteer starts Firefox
//   itself, no geckodriver. puppeteer-core downloads no browser.
// - WebKit (WebKitGTK's MiniBrowser, the engine behind Safari) through Selenium over classic
//   WebDriver: WebKitWebDriver starts MiniBrowser under a virtual X display (xvfb-run; its
//   --headless flag hangs here). Selenium gets the driver's address, so Selenium Manager never runs.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { Builder, By, Key } from 'selenium-webdriver';
import { freePort } from './site.mjs';

/** The phone the pages are checked on (WebKitGTK's window does not go below ~450 px wide). */
const PHONE = { width: 390, height: 844 };

const INSTALL = 'Debian: `apt-get install -y firefox-esr webkit2gtk-driver xvfb`';

function firefoxPath() {
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => p && existsSync(p));
  if (!found) throw new Error(`No Firefox found: set FIREFOX_PATH or install it (${INSTALL}).`);
  return found;
}

function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    const candidate = `${lib}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`No WebKitGTK MiniBrowser found: set MINIBROWSER_PATH or install it (${INSTALL}).`);
}

/**
 * @typedef {object} EnginePage
 * @property {string} engine 'firefox' | 'webkit'
 * @property {string} version the browser's version
 * @property {(url: string) => Promise<void>} goto loads a URL and waits for its load event
 * @property {(fn: (...args: any[]) => unknown, ...args: unknown[]) => Promise<any>} evaluate runs fn in the page (no closures), awaits its promise
 * @property {(selector: string) => Promise<void>} click a real pointer click on the first match
 * @property {(selector: string, text: string) => Promise<void>} type focuses the first match and types
 * @property {(key: 'Escape' | 'Enter' | 'Tab' | 'ArrowRight') => Promise<void>} press a key on the focused element
 * @property {() => Promise<void>} close ends the browser
 */

/** @returns {Promise<EnginePage>} */
async function firefox() {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath(), headless: true });
  try {
    const page = await browser.newPage();
    // Limits for a hang, as in checks.mjs (Puppeteer's own default is 30 s).
    page.setDefaultTimeout(60_000);
    await page.setViewport(PHONE);
    return {
      engine: 'firefox',
      version: (await browser.version()).replace(/^firefox\//, ''),
      goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
      evaluate: (fn, ...args) => page.evaluate(fn, ...args),
      click: (selector) => page.click(selector),
      type: (selector, text) => page.type(selector, text),
      press: (key) => page.keyboard.press(key),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** @returns {Promise<EnginePage>} */
async function webkit() {
  const port = await freePort();
  // Its own process group, so stopping it stops Xvfb and MiniBrowser too.
  const server = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], { stdio: 'ignore', detached: true });
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await driverListening(server, `http://127.0.0.1:${port}/status`);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } })
      .build();
    await driver.manage().window().setRect(PHONE);
    const keys = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB, ArrowRight: Key.ARROW_RIGHT };
    return {
      engine: 'webkit',
      version: (await driver.getCapabilities()).get('browserVersion'),
      goto: (url) => driver.get(url),
      evaluate: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
      click: async (selector) => (await driver.findElement(By.css(selector))).click(),
      type: async (selector, text) => (await driver.findElement(By.css(selector))).sendKeys(text),
      press: (key) => driver.actions().sendKeys(keys[key]).perform(),
      close: async () => {
        await driver.quit().catch(() => {});
        stopServer();
      },
    };
  } catch (error) {
    stopServer();
    throw error;
  }
}

/** Resolves once WebKitWebDriver answers; fails if it exits first. */
async function driverListening(server, url) {
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`WebKitWebDriver exited before it listened (${INSTALL})`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Names the missing package instead of a spawn error. */
function requireCommands(engine) {
  if (engine !== 'webkit') return;
  for (const command of ['xvfb-run', 'WebKitWebDriver']) {
    try {
      execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    } catch {
      throw new Error(`${command} is missing (${INSTALL}).`);
    }
  }
}

export const ENGINES = { firefox, webkit };

/** @param {'firefox' | 'webkit'} engine */
export function launch(engine) {
  requireCommands(engine);
  return ENGINES[engine]();
}
