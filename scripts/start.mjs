#!/usr/bin/env node
// `npm start`: build the static export when it is missing or older than the sources, then serve it
// on http://localhost:3000 with object-storage semantics, beside the local inquiry inbox (if present).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isBuildStale } from './build-freshness.mjs';

if (isBuildStale()) {
  console.log(existsSync('out/index.html') ? '[start] Sources changed since the last build: rebuilding.' : '[start] No build yet: building the static export.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('[start] out/ is up to date.');
}

const children = [spawn(process.execPath, ['scripts/serve.mjs', '--port', process.env.PORT ?? '3000', '--headers'], { stdio: 'inherit' })];
if (existsSync('scripts/inbox.mjs')) {
  children.push(spawn(process.execPath, ['scripts/inbox.mjs', '--port', process.env.INBOX_PORT ?? '3001'], { stdio: 'inherit' }));
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
