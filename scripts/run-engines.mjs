#!/usr/bin/env node
// The cross-engine suite (tests/engines/): every page and a guest's interactions in Firefox and in
// WebKit, after a build. `npm run test:engines` runs both; `npm run test:engines -- webkit` (or
// firefox) one.
// Both engines run side by side: one after the other, each left a core mostly idle while it waited on
// its browser (it drives one tab, and WebKit's goes through a WebDriver process and a virtual display).
// The inquiry inbox must listen on the port the build posts to, so there is one, started here for both.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { INBOX_FILE, startInbox } from '../tests/engines/site.mjs';

const ENGINES = ['firefox', 'webkit'];
const asked = process.argv.slice(2);
const unknown = asked.filter((engine) => !ENGINES.includes(engine));
if (unknown.length) {
  console.error(`[engines] unknown engine ${unknown.join(', ')}: pick from ${ENGINES.join(', ')}`);
  process.exit(1);
}
if (!existsSync('out/index.html')) {
  console.error('[engines] out/ is missing: run `npm run build` first.');
  process.exit(1);
}
const started = Date.now();
const files = (asked.length ? asked : ENGINES).map((engine) => `tests/engines/${engine}.test.mjs`);
const inbox = await startInbox(INBOX_FILE);
const suite = spawn(process.execPath, ['--test', `--test-concurrency=${files.length}`, '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, ENGINES_INBOX_FILE: INBOX_FILE },
});
const [code] = await once(suite, 'exit');
inbox.kill('SIGTERM');
await once(inbox, 'exit');
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`[engines] ${asked.length ? asked.join(', ') : ENGINES.join(' and ')} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(code ?? 1);
