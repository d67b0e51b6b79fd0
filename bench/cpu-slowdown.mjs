// The CPU slowdown that makes this host behave like Lighthouse's mobile target device.
//
// Lighthouse's default 4x slowdown assumes a host whose benchmark index is about 1533 (a high-end desktop).
// Its docs (docs/throttling.md, "Calibrating the CPU slowdown") ask a slower or faster host to scale it, and
// its calculator maps the index to a multiplier: 1x at 150, 2x at 800, 3x at 1300, then one more per 233.
// Our 2-core build hosts measure 1100-2000 depending on load, so a fixed 4x emulated a phone up to 1.4 times
// slower than the target: a blank Next.js page then "blocked" for 300 ms. PageSpeed Insights calibrates
// its own hosts the same way (Lighthouse's lr-mobile-config uses 1.2x for PSI's slow machines).

/**
 * Lighthouse's calculator as straight segments between its points: from index `x0` (multiplier `y0`) to
 * `x1` (`y1`). The last segment goes on past 1533 at the same slope.
 */
const LAST = { x0: 1300, y0: 3, x1: 1533, y1: 4 };
const SEGMENTS = [{ x0: 150, y0: 1, x1: 800, y1: 2 }, { x0: 800, y0: 2, x1: 1300, y1: 3 }, LAST];
const SLOWEST = 150;

/**
 * The multiplier for a host of this benchmark index. Below 150 no slowdown can emulate the target device.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST) {
    throw new Error(`benchmark index ${benchmarkIndex}: this host is too slow to emulate Lighthouse's mobile device`);
  }
  const { x0, y0, x1, y1 } = SEGMENTS.find((s) => benchmarkIndex <= s.x1) ?? LAST;
  return y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
}

/**
 * Measures the benchmark index in a fresh tab of the Chrome that Lighthouse is about to drive, as
 * Lighthouse does at the start of its own run; the median of `times` measurements (about 1 s each).
 * @param {number} port Chrome's remote-debugging port
 * @param {number} [times]
 * @returns {Promise<number>}
 */
export async function measureBenchmarkIndex(port, times = 3) {
  const { chromium } = await import('@playwright/test');
  // Lighthouse's own benchmark, the one behind `environment.benchmarkIndex` in every report.
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const values = [];
    for (let i = 0; i < times; i++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    await page.close();
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  } finally {
    // Disconnects; the browser Lighthouse uses stays open.
    await browser.close();
  }
}
