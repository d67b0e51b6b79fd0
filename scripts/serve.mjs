#!/usr/bin/env node
// Serves out/ the way object storage behind a CDN does: plain files, `/x` -> `/x/` (index.html),
// misses answered 404 with 404.html's body, no rewrites. Directory listings off.
//
//   node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir out] [--compressed] [--headers] [--exit-with-parent]
//
// --compressed: serve precompressed .br/.gz siblings when the browser accepts them, as a CDN would.
// --headers: send what out/_headers says for each path (security headers, each page's CSP, cache
//   rules), as Netlify and Cloudflare Pages do; `npm start` serves this way. Without it no header is
//   added (the e2e suite adds each host's headers itself, tests/e2e/csp.ts).
// --exit-with-parent: stop when stdin closes (scripts/exit-with-parent.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { headersFor, parseHeadersFile } from './deploy/site.mjs';
import { exitWithParent } from './exit-with-parent.mjs';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? '3000'));
const host = arg('host', '127.0.0.1');
const root = path.resolve(arg('dir', 'out'));
const compressed = args.includes('--compressed');

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`[serve] ${root} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const rules = args.includes('--headers') ? parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8')) : null;
const isCacheControl = (name) => name.toLowerCase() === 'cache-control';
const pathOf = (url) => {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://site.local').pathname);
  } catch {
    return '/';
  }
};

const require = createRequire(import.meta.url);
const httpServer = require('http-server');
const server = httpServer.createServer({
  root,
  showDir: 'false',
  showDotfiles: false,
  gzip: compressed,
  brotli: compressed,
  // http-server writes Cache-Control itself, so the _headers rule for the path is handed to it here.
  cache: rules ? (pathname) => Object.entries(headersFor(rules, pathname)).find(([n]) => isCacheControl(n))?.[1] ?? 'no-cache' : -1,
  before: rules
    ? [
        (req, res) => {
          for (const [name, value] of Object.entries(headersFor(rules, pathOf(req.url)))) if (!isCacheControl(name)) res.setHeader(name, value);
          res.emit('next');
        },
      ]
    : [],
});
server.listen(port, host, () => {
  console.log(
    `[serve] Site on http://localhost:${port}/ (serving ${path.relative(process.cwd(), root) || '.'}${rules ? ' with the headers of _headers' : ''})`,
  );
});
const stop = () => {
  server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
exitWithParent(stop);
