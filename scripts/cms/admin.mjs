// /admin/: the Decap CMS the hotel edits its site with (docs/DECISIONS.md "The CMS: Decap at /admin/").
// postbuild calls writeAdmin() after every page of the site is final, so nothing of this reaches the
// site's pages: /admin/ is its own page, with its own scripts (Decap's bundle, copied from the
// decap-cms package, never a CDN), its own content security policy, noindex, and not in the sitemap.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { argumentsOf, isObject, messageProblems } from '../../content/text-rules.mjs';
import { backendOrigins, cmsBackend, cmsConfig, TEXTS_COLLECTION } from './config.mjs';

const require = createRequire(import.meta.url);

/** The folder of Decap's prebuilt browser bundle (decap-cms.js and the chunks it loads beside it). */
export const decapDist = () => path.dirname(require.resolve('decap-cms/dist/decap-cms.js'));

/**
 * The policy of /admin/ only. Wider than a page's, for what Decap does: 'unsafe-eval' because Decap
 * validates its configuration with AJV, which compiles schemas with new Function; inline styles
 * (emotion); blob: and data: previews of uploads; the git host's API and sign-in origins, and the
 * local backend on this computer (decap-server, `npm run cms`), which Decap only uses when /admin/ is
 * opened on localhost.
 * @param {string[]} origins the git host's origins
 * @param {{ forMeta?: boolean }} [options]
 */
export function adminPolicy(origins, { forMeta = false } = {}) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...origins, 'https://avatars.githubusercontent.com'].join(' '),
    "font-src 'self' data:",
    "media-src 'self' blob:",
    // blob: the CMS reads an upload back from its blob: URL to send it to the git host (or the local backend).
    ['connect-src', "'self'", 'blob:', ...origins, 'http://localhost:*', 'http://127.0.0.1:*'].join(' '),
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(forMeta ? [] : ["frame-ancestors 'none'"]),
  ].join('; ');
}

/** @param {string} policy */
const adminPage = (policy) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta http-equiv="Content-Security-Policy" content="${policy}"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<meta name="robots" content="noindex, nofollow"/>
<title>Content manager</title>
<link rel="cms-config-url" type="text/yaml" href="/admin/config.yml"/>
</head>
<body>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/checks.js"></script>
</body>
</html>
`;

/**
 * Runs in /admin/, after Decap: refuses to save a page's texts that break a rule of the build. Decap
 * validates only the pane of the language the editor opened with (English), not the Vietnamese pane
 * beside it; this checks both, with the build's own rules (content/text-rules.mjs), and Decap shows
 * the error instead of saving.
 * @param {any} CMS window.CMS
 * @param {typeof messageProblems} problemsOf
 * @param {string} collection
 */
function checkTextsBeforeSave(CMS, problemsOf, collection) {
  CMS.registerEventListener({
    name: 'preSave',
    handler: (/** @type {{ entry: any }} */ { entry }) => {
      if (entry.get('collection') !== collection) return undefined;
      const data = (/** @type {string[]} */ at) => entry.getIn(at)?.toJS() ?? {};
      const problems = problemsOf(data(['data']), data(['i18n', 'vi', 'data']), `content/texts/${entry.get('slug')}.json`);
      if (problems.length) throw new Error(`Not saved. ${problems.join('; ')}`);
      return undefined;
    },
  });
}

/** /admin/checks.js: the checks above with the rules' own source (they import nothing). */
export const checksScript = () => `// Written by scripts/cms/admin.mjs from content/text-rules.mjs.
(() => {
const argumentsOf = ${argumentsOf.toString()};
const isObject = ${isObject.toString()};
${messageProblems.toString()}
(${checkTextsBeforeSave.toString()})(window.CMS, messageProblems, ${JSON.stringify(TEXTS_COLLECTION)});
})();
`;

/**
 * Writes /admin/ into the export: index.html, config.yml and Decap's scripts. Returns the _headers rules
 * for /admin/ (its policy, noindex).
 * @param {string} outDir
 * @param {{ root?: string; env?: Record<string, string | undefined>; localBackendUrl?: string }} [options]
 * @returns {string[]}
 */
export function writeAdmin(outDir, options = {}) {
  const dir = path.join(outDir, 'admin');
  mkdirSync(dir, { recursive: true });
  const dist = decapDist();
  // decap-cms.js loads its numbered chunks from its own folder; the source maps stay behind.
  for (const file of readdirSync(dist))
    if (file === 'decap-cms.js' || /^\d+\.decap-cms\.js$/.test(file)) copyFileSync(path.join(dist, file), path.join(dir, file));
  writeFileSync(path.join(dir, 'checks.js'), checksScript());
  writeFileSync(path.join(dir, 'config.yml'), `${JSON.stringify(cmsConfig(options), null, 2)}\n`);
  const origins = backendOrigins(cmsBackend(options.env));
  writeFileSync(path.join(dir, 'index.html'), adminPage(adminPolicy(origins, { forMeta: true })));
  const header = `  Content-Security-Policy: ${adminPolicy(origins)}\n  X-Robots-Tag: noindex, nofollow\n`;
  return [`/admin/\n${header}`, `/admin/index.html\n${header}`];
}
