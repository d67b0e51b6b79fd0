#!/usr/bin/env node
// `npm start` (and `npm run cms`): build the static export when it is missing or older than the sources,
// then serve it on http://localhost:3000 with object-storage semantics, beside the local inquiry inbox
// (if present) and the CMS's local backend (decap-server on :8081, where the exported /admin/ looks for it): /admin/ opened on
// localhost then edits the files on disk (README "Editing the site (/admin/)").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
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
const backend = path.join('node_modules', 'decap-server', 'dist', 'index.js');
if (existsSync(backend)) {
  children.push(spawn(process.execPath, [backend], { stdio: 'inherit', env: { ...process.env, PORT: '8081', GIT_REPO_DIRECTORY: process.cwd(), MODE: 'fs' } }));
  console.log(
    `[start] Content editing: http://localhost:${process.env.PORT ?? '3000'}/admin/ saves to the files here (local backend on :8081). Run \`npm run build\` (or restart) to see the edits on the site.`,
  );
}
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
