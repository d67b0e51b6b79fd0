// The bench's static server: the export as object storage behind a CDN serves it, over HTTP/2 with TLS.
//
// CloudFront (like every CDN the site could sit behind) answers browsers over HTTP/2: one connection
// carries the HTML, the stylesheets, the font and the hero in parallel. Lighthouse's simulated
// throttling models what it saw: over HTTP/1.1 it charges each extra connection a handshake and a
// slow start, so a page measured over scripts/serve.mjs read 0.4-0.6 s slower in LCP than the same
// files over HTTP/2 (bench/report.md says which protocol a run used). The semantics are those of
// scripts/serve.mjs: `/x` -> 301 `/x/`, `/x/` -> `x/index.html`, a miss -> 404 with 404.html, and the
// precompressed .br/.gz sibling when the browser accepts it, with the content types the deploy gives
// each object (scripts/deploy/site.mjs). The certificate is self-signed, made once with openssl and
// kept in bench/.tmp; only the bench's own Chrome, told to ignore certificate errors, talks to it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from '../scripts/deploy/site.mjs';

/** A self-signed certificate for 127.0.0.1 in `dir` (made once, kept for later runs). */
function certificate(dir) {
  const key = path.join(dir, 'bench-key.pem');
  const cert = path.join(dir, 'bench-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '365',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
    } catch {
      throw new Error('npm run bench serves over HTTP/2 with TLS and needs openssl to make its certificate (Debian: apt-get install openssl)');
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();
const isDir = (file) => existsSync(file) && statSync(file).isDirectory();

/**
 * Serves `root` on https://127.0.0.1:`port`/; resolves once it listens.
 * @param {string} root
 * @param {number} port
 * @param {string} certDir where the certificate is kept
 * @returns {Promise<import('node:http2').Http2SecureServer>}
 */
export function serveHttp2(root, port, certDir) {
  const server = http2.createSecureServer({ ...certificate(certDir), allowHTTP1: true });
  server.on('stream', (stream, headers) => {
    stream.on('error', () => {}); // a browser that goes away mid-answer
    const url = new URL(String(headers[':path'] ?? '/'), 'https://127.0.0.1');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) file = path.join(root, '404.html');
    if (isDir(file) && !pathname.endsWith('/')) {
      stream.respond({ ':status': 301, location: `${pathname}/${url.search}` }, { endStream: true });
      return;
    }
    if (isDir(file)) file = path.join(file, 'index.html');
    const status = isFile(file) ? 200 : 404;
    if (status === 404) file = path.join(root, '404.html');
    const out = { ':status': status, 'content-type': CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    const accepts = String(headers['accept-encoding'] ?? '');
    let body = file;
    if (/\bbr\b/.test(accepts) && isFile(`${file}.br`)) [body, out['content-encoding']] = [`${file}.br`, 'br'];
    else if (/\bgzip\b/.test(accepts) && isFile(`${file}.gz`)) [body, out['content-encoding']] = [`${file}.gz`, 'gzip'];
    if (headers[':method'] === 'HEAD') {
      stream.respond(out, { endStream: true });
      return;
    }
    stream.respond(out);
    stream.end(readFileSync(body));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

// `node bench/h2-serve.mjs <dir> <port> <cert dir>`: the bench runs each server in a process of its
// own, so serving never waits on Lighthouse's work in the bench's process.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [root, port, certDir] = process.argv.slice(2);
  await serveHttp2(path.resolve(String(root)), Number(port), String(certDir));
  console.log(`[bench] serving ${root} on https://127.0.0.1:${port}/ over HTTP/2`);
}
