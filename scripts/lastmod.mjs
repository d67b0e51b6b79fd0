/**
 * The sitemap's `lastmod` per page: the date of the latest commit that changed what that page says.
 *
 * A page's sources are its route file under app/[lang]/ and every module it imports (components,
 * hooks, lib, content data and the JSON it reads), followed through `@/` and relative imports; plus
 * the message namespaces those modules read, each dated by the last commit that changed that
 * namespace's text in content/texts/<Namespace>.json, or before that in messages/en.json or vi.json
 * (a commit that only touched another page's text does not count). Left out on purpose, because they
 * change every page's file and not its content: the shared chrome (what app/[lang]/layout.tsx
 * imports, except content/ data such as the hotels' contacts, which every page does show), the UI
 * kit, stylesheets, and the structured-data builders (which read the same content modules the page
 * already imports).
 *
 * Deterministic: dates are commit dates, the same in every clone, whatever the build machine's clock
 * or the files' mtimes. In a shallow clone the oldest fetched commit lists every file as added, so a
 * page unchanged within the fetched history gets that commit's date: later than the truth, never
 * earlier, so a crawler refetches it once rather than missing a change. Without git (a source
 * tarball) there is no history: no `lastmod` at all rather than an invented one.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { TEXTS_DIR, textNamespaces } from '../content/texts.mjs';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.json'];
// Value imports only: `import type` brings no text into the page.
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/**
 * Not the page's content as files: the structured-data builders and the JSON-LD component (see
 * above), the shared UI kit, i18n plumbing and hooks (a hero's spacing is not news about the page),
 * and the catalogues (dated per namespace instead).
 */
const NOT_CONTENT = [/^lib\/structured-data\//, /^components\/(seo|ui|i18n)\//, /^hooks\//, /^messages\//];

const posix = (path) => path.split(sep).join('/');

/** The file an import names, relative to the project root, or null for a package or a stylesheet. */
export function resolveImport(fromFile, specifier, root) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = join(root, dirname(fromFile), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  const found = candidates.find((file) => EXTENSIONS.some((ext) => file.endsWith(ext)) && existsSync(file) && statSync(file).isFile());
  return found ? posix(relative(root, found)) : null;
}

/**
 * Every source file reachable from `entries` by imports (root-relative paths), not entering `stop`.
 * @param {readonly string[]} entries
 * @param {string} root
 * @param {(file: string) => boolean} [stop]
 */
export function importClosure(entries, root, stop = () => false) {
  const seen = new Set();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || stop(file)) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue;
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2], root);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** app/[lang]/…/page.tsx for a page path ("/accommodation/amalfi/deluxe/" -> …/[hotel]/[room]/page.tsx). */
export function routeFile(path, root) {
  let dir = 'app/[lang]';
  for (const segment of path.split('/').filter(Boolean)) {
    const here = readdirSync(join(root, dir), { withFileTypes: true }).filter((d) => d.isDirectory());
    const next = here.find((d) => d.name === segment) ?? here.find((d) => /^\[[^.\]]+\]$/.test(d.name));
    if (!next) throw new Error(`No route directory for ${path}`);
    dir = `${dir}/${next.name}`;
  }
  const file = `${dir}/page.tsx`;
  if (!existsSync(join(root, file))) throw new Error(`No page file for ${path}`);
  return file;
}

/** The message namespaces the files read: useTranslations('X…'), namespaces={['X']}, catalogue(…).X. */
export function namespacesUsed(files, root, namespaces) {
  const used = new Set();
  const pattern = new RegExp(`(?:['"\`]|\\.)(${namespaces.join('|')})(?=['"\`.\\s,)\\]])`, 'g');
  for (const file of files) {
    if (file.endsWith('.json')) continue;
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(pattern)) used.add(match[1]);
  }
  return used;
}

const git = (root, args, input) =>
  execFileSync('git', args, {
    cwd: root,
    input: input === undefined ? undefined : Buffer.from(input),
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'ignore'],
  });

/** file -> ISO date of the latest commit touching it (one `git log` over the whole history), or null without git. */
export function fileDates(root) {
  let log;
  try {
    log = git(root, ['log', '--format=%x00%cI', '--name-only', '--no-renames', 'HEAD']).toString('utf8');
  } catch {
    return null;
  }
  const dates = new Map();
  for (const entry of log.split('\0').slice(1)) {
    const [date = '', ...files] = entry.split('\n').filter(Boolean);
    for (const file of files) if (!dates.has(file)) dates.set(file, new Date(date).toISOString());
  }
  return dates;
}

/** Reads many blobs ("<commit>:<path>") in one git process; a missing one is null. */
function readBlobs(root, specs) {
  const asked = specs.filter(Boolean);
  const out = git(root, ['cat-file', '--batch'], asked.join('\n') + '\n');
  const blobs = [];
  let at = 0;
  for (const spec of specs) {
    if (!spec) {
      blobs.push(null);
      continue;
    }
    const end = out.indexOf(10, at);
    const header = out.subarray(at, end).toString('utf8');
    at = end + 1;
    if (header.endsWith(' missing')) {
      blobs.push(null);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    blobs.push(out.subarray(at, at + size).toString('utf8'));
    at += size + 1;
  }
  return blobs;
}

/** The page texts' two layouts in the history: one file per namespace now, two catalogues before. */
const CATALOGUES = ['messages/en.json', 'messages/vi.json'];
const TEXTS = `${TEXTS_DIR}/`;

/**
 * namespace -> ISO date of the latest commit that changed its text in either language. A commit
 * whose parent is not in the clone (the root, or a shallow boundary) changed everything it has.
 *
 * The texts are content/texts/<Namespace>.json ({ en, vi }, content/texts.mjs); before that they
 * were messages/en.json and messages/vi.json, one catalogue per language. A namespace's text at a
 * commit is read from whichever layout that commit has, so the commit that moved the texts from one
 * layout to the other changed no namespace, and a page keeps the date its words last changed.
 */
export function namespaceDates(root) {
  let log;
  try {
    log = git(root, ['log', '--format=%H %cI %P', 'HEAD', '--', ...CATALOGUES, TEXTS_DIR]).toString('utf8');
  } catch {
    return null;
  }
  const commits = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, date = '', parent] = line.split(' ');
      return { hash, date: new Date(date).toISOString(), parent };
    });
  const blobsOf = (wanted) => {
    const texts = readBlobs(root, wanted);
    return new Map(wanted.map((spec, i) => [spec, texts[i]]));
  };
  // Each commit's catalogues and its first parent's (absent for the root commit, at a shallow
  // boundary, and after the move).
  const catalogues = blobsOf([
    ...new Set(commits.flatMap((c) => [c.hash, c.parent].filter(Boolean).flatMap((rev) => CATALOGUES.map((file) => `${rev}:${file}`)))),
  ]);
  const parse = (text) => {
    try {
      return text == null ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  const parsed = new Map();
  const json = (blobs, spec) => {
    if (!parsed.has(spec)) parsed.set(spec, parse(blobs.get(spec)));
    return parsed.get(spec);
  };
  // The namespaces each commit may have changed: today's, and those of its catalogues on either side.
  const current = existsSync(join(root, TEXTS_DIR)) ? textNamespaces(root) : [];
  const candidates = commits.map((c) => {
    const names = new Set(current);
    for (const rev of [c.hash, c.parent])
      for (const file of CATALOGUES) for (const ns of Object.keys((rev && json(catalogues, `${rev}:${file}`)) ?? {})) names.add(ns);
    return names;
  });
  const fileSpecs = commits.flatMap((c, i) =>
    [.../** @type {Set<string>} */ (candidates[i])].flatMap((ns) => [c.hash, c.parent].filter(Boolean).map((rev) => `${rev}:${TEXTS}${ns}.json`)),
  );
  const files = blobsOf([...new Set(fileSpecs)]);
  /** A namespace's text at a revision, { en, vi }, from whichever layout the revision has. */
  const textAt = (rev, ns) => {
    if (!rev) return { en: undefined, vi: undefined };
    const file = json(files, `${rev}:${TEXTS}${ns}.json`);
    if (file !== undefined) return { en: file?.en, vi: file?.vi };
    return { en: json(catalogues, `${rev}:${CATALOGUES[0]}`)?.[ns], vi: json(catalogues, `${rev}:${CATALOGUES[1]}`)?.[ns] };
  };
  const dates = new Map();
  commits.forEach((commit, i) => {
    const changed = (key, a, b) => {
      if (!dates.has(key) && JSON.stringify(a) !== JSON.stringify(b)) dates.set(key, commit.date);
    };
    for (const ns of /** @type {Set<string>} */ (candidates[i])) {
      const now = textAt(commit.hash, ns);
      const before = textAt(commit.parent, ns);
      for (const language of ['en', 'vi']) changed(ns, now[language], before[language]);
      // Meta holds every page's title: dated per page ("Meta.dining"), not as one namespace.
      if (ns === 'Meta')
        for (const language of ['en', 'vi'])
          for (const key of new Set([...Object.keys(now[language] ?? {}), ...Object.keys(before[language] ?? {})]))
            changed(`Meta.${key}`, now[language]?.[key], before[language]?.[key]);
    }
  });
  return dates;
}

/** The latest of some ISO dates, or undefined when none is known. */
export const latest = (dates) => dates.filter(Boolean).sort().at(-1);

/**
 * path -> lastmod (ISO date) for each page path, or an empty map without git history.
 * `root` is the project (the build runs there).
 */
export function pageLastModified(paths, root = process.cwd()) {
  const files = fileDates(root);
  const namespaces = namespaceDates(root);
  if (!files || !namespaces) return new Map();
  const allNamespaces = textNamespaces(root);
  const chrome = importClosure(['app/[lang]/layout.tsx'], root);
  const stop = (file) => NOT_CONTENT.some((re) => re.test(file)) || file.endsWith('.css') || (chrome.has(file) && !file.startsWith('content/'));
  const chromeNamespaces = namespacesUsed(chrome, root, allNamespaces);
  const result = new Map();
  for (const path of paths) {
    const sources = importClosure([routeFile(path, root)], root, stop);
    const used = [...namespacesUsed(sources, root, allNamespaces)].filter((ns) => !chromeNamespaces.has(ns) && ns !== 'Meta');
    // The page's own title and description (staticMeta('dining')); a room's come from RoomMeta.
    for (const file of sources) {
      if (!file.endsWith('.json')) for (const m of readFileSync(join(root, file), 'utf8').matchAll(/staticMeta\(\s*'(\w+)'/g)) used.push(`Meta.${m[1]}`);
    }
    const date = latest([...[...sources].map((file) => files.get(file)), ...used.map((ns) => namespaces.get(ns))]);
    if (date) result.set(path, date);
  }
  return result;
}
