import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the export is built from: a change to any of these makes out/ stale. art/photos: a photo
 * uploaded in /admin/, which the build turns into its files (scripts/art/photos.mjs).
 */
export const BUILD_SOURCES = ['app', 'components', 'content', 'lib', 'public', 'art/photos', 'next.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when out/ is missing or older than any source. */
export function isBuildStale(root = process.cwd()) {
  const index = path.join(root, 'out', 'index.html');
  if (!existsSync(index)) return true;
  const builtAt = statSync(index).mtimeMs;
  return Math.max(...BUILD_SOURCES.map((s) => newestMtime(path.join(root, s)))) > builtAt;
}
