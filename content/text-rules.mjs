// The rules of one page text in both languages, shared by the build (content/schema.mjs) and /admin/,
// which runs these very functions before it saves a page's texts (scripts/cms/admin.mjs: Decap checks
// only the pane of the language it opened with, so the Vietnamese pane is checked here). No imports:
// admin.mjs writes their source into the CMS's page as they are.

/** Every "{name}" argument of an ICU message (plural/select branches included), sorted. */
export const argumentsOf = (/** @type {string} */ message) => [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]))].sort();

export const isObject = (/** @type {unknown} */ v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One page-text file (content/texts/<Namespace>.json, content/texts.mjs): Vietnamese has every key of
 * English and nothing else, no text is empty, and both languages use the same {arguments} (a
 * Vietnamese text naming an argument English does not pass breaks the page at build). Each problem
 * names the file and the field as `en.<key>` or `vi.<key>`, the way /admin/ shows them.
 * @param {unknown} en @param {unknown} vi @param {string} [file] @param {string} [where]
 * @returns {string[]}
 */
export function messageProblems(en, vi, file = 'content/texts', where = '') {
  /** @type {string[]} */
  const problems = [];
  const at = (/** @type {'en' | 'vi'} */ language, /** @type {string} */ key = where) => `${file}: ${language}${key ? `.${key}` : ''}`;
  if (typeof en === 'string') {
    if (typeof vi !== 'string') return [`${at('vi')}: the Vietnamese text is missing`];
    if (!en.trim()) problems.push(`${at('en')}: the English text is empty`);
    if (!vi.trim()) problems.push(`${at('vi')}: the Vietnamese text is empty`);
    const [a, b] = [argumentsOf(en), argumentsOf(vi)];
    if (a.join() !== b.join())
      problems.push(`${at('vi')}: uses {${b.join('}, {')}} where English uses {${a.join('}, {')}} (keep the words in braces as they are)`);
    return problems;
  }
  if (!isObject(en)) return [`${at('en')}: is neither a text nor a group of texts`];
  if (!isObject(vi)) return [`${at('vi')}: ${vi === undefined ? 'the Vietnamese texts are missing' : 'is not shaped like the English (en)'}`];
  const [e, v] = /** @type {[Record<string, unknown>, Record<string, unknown>]} */ ([en, vi]);
  for (const key of Object.keys(e)) {
    const inner = where ? `${where}.${key}` : key;
    if (!(key in v)) problems.push(`${at('vi', inner)}: the Vietnamese text is missing`);
    else problems.push(...messageProblems(e[key], v[key], file, inner));
  }
  for (const key of Object.keys(v)) if (!(key in e)) problems.push(`${at('vi', where ? `${where}.${key}` : key)}: has no English text`);
  return problems;
}
