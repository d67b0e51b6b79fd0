#!/usr/bin/env node
// The cross-engine suite (tests/engines/): every page and a guest's interactions in Firefox and in
// WebKit, after a build. `npm run test:engines` runs both; `npm run test:engines -- webkit` (or
// firefox) one. The engines run one after the other: each starts the inbox on the build's port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], { stdio: 'inherit' });
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`[engines] ${asked.length ? asked.join(', ') : ENGINES.join(' and ')} in ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
process.exit(result.status ?? 1);
