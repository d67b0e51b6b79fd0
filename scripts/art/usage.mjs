// The usage text of an art script: its own `// Usage:` comment, up to its imports, without the comment marks.
// One source for the text --help prints and the text a refused run prints, so the two never disagree.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** @param {string} scriptUrl the script's import.meta.url */
export const usageOf = (scriptUrl) =>
  fs
    .readFileSync(fileURLToPath(scriptUrl), 'utf8')
    .match(/^\/\/ Usage:[\s\S]*?(?=\nimport )/m)[0]
    .replace(/^\/\/ ?/gm, '');
