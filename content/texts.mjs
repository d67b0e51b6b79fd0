// The page texts (docs/DECISIONS.md "Page texts: one bilingual file per namespace"). Each namespace is
// ONE file, content/texts/<Namespace>.json, holding both languages side by side:
// `{ "en": { …keys }, "vi": { …the same keys } }`, the shape /admin/ edits with English and Vietnamese
// in two panes (Decap's i18n `single_file`). It is the only copy kept in the repository.
//
// next-intl, the components and the tests read one catalogue per language, messages/en.json and
// messages/vi.json. Those two files are ASSEMBLED from content/texts (and git-ignored: never edit
// them) before anything reads them: next.config.ts (build, dev), jest.config.js, playwright.config.ts
// and `npm run typecheck`/`dev`/`art` call writeMessages() (scripts/texts.mjs; `npm run texts` by hand).
// Assembling to files, rather than importing the namespaces in a module, keeps every reader as it was:
// next-intl's plugin precompiles exactly the files under messages/ (`locales: 'infer'` from their
// names), and `import en from '@/messages/en.json'` keeps its type and its place in the bundles.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const TEXTS_DIR = 'content/texts';
/** @type {readonly ['en', 'vi']} */
export const TEXT_LANGUAGES = ['en', 'vi'];

/** The file of a namespace, relative to the project root. */
export const textFile = (/** @type {string} */ namespace) => `${TEXTS_DIR}/${namespace}.json`;

/**
 * The namespaces, by file name (sorted, so every machine assembles the same catalogue).
 * @param {string} [root]
 */
export function textNamespaces(root = process.cwd()) {
  return readdirSync(path.join(root, TEXTS_DIR))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/**
 * Every namespace's file as parsed: namespace -> { en, vi } (either may be missing in a broken file;
 * content/schema.mjs says so, with the file and the field).
 * @param {string} [root]
 * @returns {Record<string, Record<string, unknown>>}
 */
export function readTexts(root = process.cwd()) {
  /** @type {Record<string, Record<string, unknown>>} */
  const texts = {};
  for (const namespace of textNamespaces(root)) {
    const file = textFile(namespace);
    try {
      texts[namespace] = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: cannot be read: ${/** @type {Error} */ (error).message}`);
    }
  }
  return texts;
}

/**
 * The catalogue of each language: namespace -> that language's half of the namespace's file.
 * @param {Record<string, Record<string, unknown>>} texts
 * @returns {Record<'en' | 'vi', Record<string, unknown>>}
 */
export function assembleMessages(texts) {
  /** @type {Record<'en' | 'vi', Record<string, unknown>>} */
  const messages = { en: {}, vi: {} };
  for (const [namespace, both] of Object.entries(texts))
    for (const language of TEXT_LANGUAGES) if (both?.[language] !== undefined) messages[language][namespace] = both[language];
  return messages;
}

/**
 * Writes messages/en.json and messages/vi.json from content/texts (only when they differ, so a
 * watcher sees no change when there is none). Returns the catalogues.
 * @param {string} [root]
 */
export function writeMessages(root = process.cwd()) {
  const messages = assembleMessages(readTexts(root));
  mkdirSync(path.join(root, 'messages'), { recursive: true });
  for (const language of TEXT_LANGUAGES) {
    const file = path.join(root, 'messages', `${language}.json`);
    const text = `${JSON.stringify(messages[language], null, 2)}\n`;
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  }
  return messages;
}
