#!/usr/bin/env node
// Runs Playwright against the built export. Fails early, with instructions, when no Chromium or no build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, e2eChromiumPath } from './chromium-path.mjs';

try {
  // The headless shell for the suite, the full browser for the spec that needs its PDF viewer.
  e2eChromiumPath();
  chromiumPath();
} catch (error) {
  console.error(`[e2e] ${error.message}`);
  process.exit(1);
}
if (!existsSync('out/index.html')) {
  console.error('[e2e] out/ is missing: run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
