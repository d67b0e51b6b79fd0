// The site as a cross-engine test sees it: out/ served like object storage with the headers a real
// host sends from out/_headers, each page's CSP among them (scripts/serve.mjs --headers), behind a
// small proxy that puts a probe script first in every page's <head>: it records script errors,
// failed loads and CSP violations for the test to read (window.__engines), as the Chromium suite's
// init script does (tests/e2e/csp.ts). The probe is a file from the site's own origin, so the strict
// script-src ('self' + hashes) lets it run without a violation of its own. Also the local inquiry
// inbox, on the port the build sends inquiries to.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { inquiryEndpoints } from '../../content/build-settings.mjs';

const PROBE_PATH = '/__engines/probe.js';

// Runs in the page before anything else. Errors in any script, resources that fail to load (a
// missing chunk, stylesheet or image), console.error (React reports hydration mismatches there),
// unhandled rejections and CSP violations.
const PROBE = `(() => {
  const probe = (window.__engines = { errors: [], violations: [] });
  addEventListener('error', (e) => {
    const t = e.target;
    if (t && t !== window) probe.errors.push('failed to load ' + (t.currentSrc || t.src || t.href || t.tagName));
    else probe.errors.push(e.message + ' (' + e.filename + ':' + e.lineno + ')');
  }, true);
  addEventListener('unhandledrejection', (e) => probe.errors.push('unhandled rejection: ' + ((e.reason && e.reason.stack) || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => probe.violations.push(e.effectiveDirective + ' ' + e.blockedURI + ' ' + e.sample));
  const error = console.error;
  console.error = function (...args) {
    probe.errors.push('console.error: ' + args.map(String).join(' '));
    return error.apply(this, args);
  };
})();
`;

/** A TCP port nobody listens on now. */
export async function freePort() {
  const server = createNetServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts a Node script of this repo and resolves once `url` answers. */
async function startScript(args, url) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${args[0]} exited (${code}) before ${url} answered`);
  });
  for (;;) {
    const up = fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (await Promise.race([up, exited])) return child;
    await Promise.race([new Promise((r) => setTimeout(r, 100)), exited]);
  }
}

/** Where the engines' inbox writes what it receives. */
export const INBOX_FILE = path.resolve('test-results', 'engines', 'inquiries.jsonl');

/**
 * Starts the local inquiry inbox where the build posts inquiries (tests/e2e/inquiry-inbox.ts does the
 * same), writing to `file`; resolves once it answers.
 * @param {string} file
 */
export function startInbox(file) {
  const port = Number(process.env.E2E_INBOX_PORT ?? (new URL(inquiryEndpoints().sorrento).port || 3001));
  return startScript(['scripts/inbox.mjs', '--port', String(port), '--file', file], `http://127.0.0.1:${port}/health`);
}

/**
 * Starts the static server, the proxy in front of it and the inbox (unless one is shared). Returns the site's origin, the
 * inbox file and `stop()`.
 */
export async function startSite() {
  const upstreamPort = await freePort();
  const serve = await startScript(['scripts/serve.mjs', '--port', String(upstreamPort), '--headers'], `http://127.0.0.1:${upstreamPort}/`);

  // When both engines run side by side, scripts/run-engines.mjs starts one inbox for both (it must
  // listen on the build's port, so there can be only one) and names its file; each engine's inquiry
  // carries the engine's name, so each finds its own.
  const shared = process.env.ENGINES_INBOX_FILE;
  const inboxFile = shared ?? INBOX_FILE;
  const inbox = shared ? undefined : await startInbox(inboxFile);

  const proxy = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(PROBE);
    }
    const headers = { ...req.headers, host: `127.0.0.1:${upstreamPort}` };
    delete headers['accept-encoding'];
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers }, (answer) => {
      if (!String(answer.headers['content-type']).startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        return answer.pipe(res);
      }
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head[^>]*>/, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
        const body = Buffer.from(html);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length });
        res.end(body);
      });
    });
    upstream.on('error', (error) => res.destroy(error));
    req.pipe(upstream);
  });
  proxy.listen(Number(process.env.ENGINES_PORT ?? 0), '127.0.0.1');
  await once(proxy, 'listening');
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (proxy.address()).port}`;

  return {
    origin,
    inboxFile,
    async stop() {
      proxy.closeAllConnections();
      proxy.close();
      for (const child of [serve, inbox]) {
        if (child && child.exitCode === null) {
          child.kill('SIGTERM');
          await once(child, 'exit');
        }
      }
    },
  };
}
