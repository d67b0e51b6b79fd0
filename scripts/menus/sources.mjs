// Which menu PDFs are out of date (README "Replace images, menus and video"): each printed menu's
// data (its content/menus/<id>.json, its files.json entry, the shared labels.json) is fingerprinted,
// and scripts/menus/printed.json records the fingerprint the committed PDFs were printed from. The
// build (`npm run build`: `generate.mjs --if-changed` first) prints again exactly the menus whose data
// changed since, so a menu edited in /admin/ reaches its PDFs with no `npm run menus` by hand.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const PRINTED_FILE = 'scripts/menus/printed.json';

/**
 * menu id -> the fingerprint of the data its PDFs are printed from (the menus with a PDF only: the
 * buffet has none).
 * @param {string} [root]
 * @returns {Record<string, string>}
 */
export function menuFingerprints(root = process.cwd()) {
  const read = (/** @type {string} */ file) => readFileSync(path.join(root, 'content/menus', file), 'utf8');
  /** @type {Record<string, unknown>} */
  const files = JSON.parse(read('files.json'));
  const labels = JSON.parse(read('labels.json'));
  return Object.fromEntries(
    Object.keys(files)
      .sort()
      .map((id) => {
        // Parsed and serialised again: a change of layout alone (the CMS's JSON.stringify, Prettier) prints nothing.
        const data = JSON.stringify({ menu: JSON.parse(read(`${id}.json`)), file: files[id], labels });
        return [id, createHash('sha256').update(data).digest('hex').slice(0, 16)];
      }),
  );
}

/** The fingerprints the committed PDFs were printed from ({} when never recorded). @param {string} [root] */
export function printedFingerprints(root = process.cwd()) {
  const file = path.join(root, PRINTED_FILE);
  return /** @type {Record<string, string>} */ (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
}

/** The ids of the menus whose PDFs are older than their data. @param {string} [root] */
export function changedMenus(root = process.cwd()) {
  const printed = printedFingerprints(root);
  return Object.entries(menuFingerprints(root))
    .filter(([id, fingerprint]) => printed[id] !== fingerprint)
    .map(([id]) => id);
}
