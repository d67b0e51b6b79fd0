#!/usr/bin/env node
// `npm start`: build the static export when it is missing or older than the sources, then serve it
// on http://localhost:3000 with object-storage semantics, beside the local inquiry inbox (if present).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'content', 'lib', 'messages', 'public', 'next.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = existsSync('out/index.html') ? statSync('out/index.html').mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? '[start] Sources changed since the last build: rebuilding.' : '[start] No build yet: building the static export.');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('[start] out/ is up to date.');
}

const children = [spawn(process.execPath, ['scripts/serve.mjs', '--port', process.env.PORT ?? '3000'], { stdio: 'inherit' })];
if (existsSync('scripts/inbox.mjs')) {
  children.push(spawn(process.execPath, ['scripts/inbox.mjs', '--port', process.env.INBOX_PORT ?? '3001'], { stdio: 'inherit' }));
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
