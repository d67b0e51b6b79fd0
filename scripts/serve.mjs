#!/usr/bin/env node
// Serves out/ the way object storage behind a CDN does: plain files, `/x` -> `/x/` (index.html),
// misses answered 404 with 404.html's body, no rewrites. Directory listings off.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = arg('port', process.env.PORT ?? '3000');
const host = arg('host', '127.0.0.1');
const root = path.resolve(arg('dir', 'out'));
// --compressed: serve precompressed .br/.gz siblings when the browser accepts them, as a CDN would.
const compressed = args.includes('--compressed') ? ['-b', '-g'] : [];

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`[serve] ${root} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const bin = require.resolve('http-server/bin/http-server');
const child = spawn(process.execPath, [bin, root, '-d', 'false', '-p', port, '-a', host, '-c-1', '-s', '--no-dotfiles', ...compressed], {
  stdio: 'inherit',
});
console.log(`[serve] Site on http://localhost:${port}/ (serving ${path.relative(process.cwd(), root) || '.'})`);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
