#!/usr/bin/env node
// `npm test`: every check CI runs, in two lanes side by side, so both cores stay busy.
//
// Run one after another, the checks left a core idle for about a fifth of the run: Prettier, ESLint,
// tsc, jest (one worker on 2 cores), the link check and the deploy test each use about one core, while
// the end-to-end suite alone keeps both busy. So the long chain (build, then the Chromium suite, then
// Firefox and WebKit) runs in one lane, and the single-core checks run beside it in the other.
//
// - The typecheck waits for the build: tsconfig.json includes the route types the build writes to
//   .next/types, and reading them while they are written would fail at random.
// - The link check and the deploy test read out/, so they wait for the build too.
// - The cross-engine suite waits for the Chromium suite: both start the inquiry inbox on the port the
//   build baked in.
// The long lane's output is streamed; each check of the other lane is printed whole when it ends. The
// first failure stops everything still running (there is no point waiting 13 minutes for a suite
// after the lint failed) and the summary says which step failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeMessages } from '../content/texts.mjs';

/** @typedef {{ name: string, script: string, after?: string, browsers?: boolean, env?: Record<string, string> }} Step */

/** @type {Step[]} The build, then the suites that need a browser: the critical path. */
const LONG_LANE = [
  // The typecheck step below checks what the build would (next.config.ts), beside the long lane.
  { name: 'build', script: 'build', env: { TYPECHECK_IN_ITS_OWN_STEP: '1' } },
  { name: 'e2e (Chromium)', script: 'test:e2e', browsers: true },
  { name: 'engines (Firefox, WebKit)', script: 'test:engines', browsers: true },
];
/** @type {Step[]} Single-core checks; `after` names a step of the long lane that must have passed. */
const SHORT_LANE = [
  { name: 'format', script: 'format:check' },
  { name: 'lint', script: 'lint' },
  { name: 'unit (jest)', script: 'test:unit' },
  { name: 'typecheck', script: 'typecheck', after: 'build' },
  { name: 'links', script: 'test:links', after: 'build' },
  { name: 'deploy', script: 'test:deploy', after: 'build' },
];

const started = Date.now();
/** @type {Map<string, { status: 'passed' | 'failed' | 'stopped', seconds: number }>} */
const results = new Map();
/** @type {Map<string, { resolve: (ok: boolean) => void, promise: Promise<boolean> }>} */
const done = new Map();
for (const step of [...LONG_LANE, ...SHORT_LANE]) {
  /** @type {(ok: boolean) => void} */
  let resolve = () => {};
  const promise = new Promise((r) => (resolve = r));
  done.set(step.name, { resolve, promise });
}
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let failed = false;

/**
 * Runs one npm script; `stream` sends its output straight through, otherwise it is held and printed
 * whole at the end. Resolves to whether it passed.
 * @param {Step} step
 * @param {boolean} stream
 */
function run(step, stream) {
  const t0 = Date.now();
  if (stream) console.log(`\n[test] ${step.name}: npm run ${step.script}`);
  // Its own process group, so a stop takes the step's children (browsers, servers) with it.
  const child = spawn('npm', ['run', step.script], {
    stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...step.env },
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      running.delete(child);
      const seconds = Math.round((Date.now() - t0) / 1000);
      const status = code === 0 ? 'passed' : failed ? 'stopped' : 'failed';
      results.set(step.name, { status, seconds });
      if (!stream) process.stdout.write(`\n[test] ${step.name}: npm run ${step.script}\n${output}`);
      console.log(`[test] ${step.name} ${status} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/** Stops every step still running: the first failure decides the run. */
function stopAll() {
  failed = true;
  for (const child of running) {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** @type {Promise<boolean> | undefined} The one wait for the browsers, shared by the steps that need them. */
let browsersReady;

/**
 * On CI the browsers may still be installing when the build is done: `.ci/run` starts apt in the
 * background, so the build and the checks that need no browser run meanwhile, and names in
 * BROWSERS_READY the file that apt's exit status will be written to. The first step that needs a
 * browser waits for it here. Without the variable (a developer's machine) the browsers are there.
 * @returns {Promise<boolean>} whether the browsers were installed
 */
function waitForBrowsers() {
  const file = process.env.BROWSERS_READY;
  if (!file) return Promise.resolve(true);
  browsersReady ??= (async () => {
    const t0 = Date.now();
    // Polled: the status file is written once, by a shell; a second's delay costs nothing here.
    while (!existsSync(file) && !failed) await sleep(1000);
    if (failed) return false;
    const status = readFileSync(file, 'utf8').trim();
    const waited = Math.round((Date.now() - t0) / 1000);
    console.log(`\n[test] the browsers ${status === '0' ? 'are installed' : `failed to install (apt-get exit ${status})`}; waited ${waited} s for them`);
    return status === '0';
  })();
  return browsersReady;
}

/**
 * @param {Step[]} steps
 * @param {boolean} stream
 */
async function lane(steps, stream) {
  for (const step of steps) {
    if (step.after && !(await done.get(step.after)?.promise)) break;
    if (failed) break;
    if (step.browsers && !(await waitForBrowsers())) {
      results.set(step.name, { status: failed ? 'stopped' : 'failed', seconds: 0 });
      done.get(step.name)?.resolve(false);
      stopAll();
      break;
    }
    const ok = await run(step, stream);
    done.get(step.name)?.resolve(ok);
    if (!ok) {
      stopAll();
      break;
    }
  }
  // Steps never reached count as not passed for anything waiting on them.
  for (const step of steps) if (!results.has(step.name)) done.get(step.name)?.resolve(false);
}

// Ctrl-C or CI's own stop reaches only this process: the steps run in process groups of their own.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

// messages/*.json once, before anything reads them: the build, jest, tsc and Playwright each write them
// when they differ, and two writers racing on a fresh clone could leave a reader half a file.
writeMessages();
await Promise.all([lane(LONG_LANE, true), lane(SHORT_LANE, false)]);

const total = Math.round((Date.now() - started) / 1000);
console.log('\n[test] summary');
for (const step of [...SHORT_LANE, ...LONG_LANE]) {
  const result = results.get(step.name);
  console.log(`  ${(result?.status ?? 'not run').padEnd(8)} ${step.name}${result ? ` (${result.seconds} s)` : ''}`);
}
const ok = [...SHORT_LANE, ...LONG_LANE].every((step) => results.get(step.name)?.status === 'passed');
console.log(`[test] ${ok ? 'all passed' : 'FAILED'} in ${Math.floor(total / 60)} min ${total % 60} s`);
process.exit(ok ? 0 : 1);
