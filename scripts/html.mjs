// Build-time HTML through a parser. parse5 (the WHATWG parser jsdom uses) finds the elements and their
// exact offsets in the source; every change is a splice at those offsets, so the rest of the page stays
// byte for byte what Next wrote. That matters: an inline script's CSP hash is of its exact text, and
// re-serialising a whole page would also rewrite markup no step meant to touch.
import { parse } from 'parse5';

/**
 * @typedef {object} HtmlElement
 * @property {string} name Tag name, lower case.
 * @property {Record<string, string>} attrs Attributes, names lower case (`srcSet` is `srcset`), values decoded.
 * @property {number} start Offset of the start tag's `<`.
 * @property {number} end Offset just past the element (its end tag, or the start tag of a void element).
 * @property {number} startTagEnd Offset just past the start tag.
 * @property {number | null} endTagStart Offset of the end tag's `<`, null without one.
 * @property {string} text The raw text between the tags (a script's source exactly as written), '' for void elements.
 * @property {string} textContent The element's own text nodes, decoded (a title as the browser shows it).
 */

/**
 * @typedef {object} Edit
 * @property {number} start
 * @property {number} end
 * @property {string} text
 */

/**
 * Every element written in the page, in document order. Elements the parser implies (an `<html>`
 * or `<head>` the source leaves out) have no offsets and are not listed.
 * @param {string} html
 * @returns {HtmlElement[]}
 */
export function elementsOf(html) {
  /** @type {HtmlElement[]} */
  const found = [];
  /** @param {any} node */
  const walk = (node) => {
    const location = node.sourceCodeLocation;
    if (node.tagName && location?.startTag) {
      const endTagStart = location.endTag ? location.endTag.startOffset : null;
      found.push({
        name: node.tagName,
        attrs: Object.fromEntries(node.attrs.map((/** @type {{ name: string, value: string }} */ a) => [a.name, a.value])),
        start: location.startOffset,
        end: location.endOffset,
        startTagEnd: location.startTag.endOffset,
        endTagStart,
        text: endTagStart === null ? '' : html.slice(location.startTag.endOffset, endTagStart),
        textContent: (node.childNodes ?? [])
          .filter((/** @type {any} */ child) => child.nodeName === '#text')
          .map((/** @type {any} */ child) => child.value)
          .join(''),
      });
    }
    // A <template>'s children live in its content fragment.
    for (const child of node.content?.childNodes ?? node.childNodes ?? []) walk(child);
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

/**
 * The page with every edit applied. Edits are ranges of the original text; they may not overlap.
 * An insert at the offset where a removal starts goes before it; inserts at one offset keep their order.
 * @param {string} html
 * @param {Edit[]} edits
 */
export function applyEdits(html, edits) {
  const ordered = edits
    .map((edit, index) => ({ ...edit, index }))
    .sort((a, b) => a.start - b.start || Number(a.end > a.start) - Number(b.end > b.start) || a.index - b.index);
  let out = '';
  let at = 0;
  for (const edit of ordered) {
    if (edit.start < at || edit.end < edit.start) throw new Error(`overlapping HTML edits at offset ${edit.start}`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

/** An edit that removes the element. @param {HtmlElement} element @returns {Edit} */
export const removal = (element) => ({ start: element.start, end: element.end, text: '' });

/** The `<head>` as written, or an error naming the step that needed it. @param {HtmlElement[]} elements @param {string} step */
export function headOf(elements, step) {
  const head = elements.find((e) => e.name === 'head');
  if (!head || head.endTagStart === null) throw new Error(`${step}: the page has no <head>…</head>`);
  return head;
}

const ENTITIES = /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' });
/** Text made safe for an attribute value or an element's content. @param {string} text */
export const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/**
 * The element's start tag written again with `attrs` (same name, other attributes kept in order,
 * values escaped): an edit for a changed attribute.
 * @param {HtmlElement} element
 * @param {Record<string, string>} attrs
 * @returns {Edit}
 */
export function startTagWith(element, attrs) {
  const merged = { ...element.attrs, ...attrs };
  const written = Object.entries(merged).map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`));
  return { start: element.start, end: element.startTagEnd, text: `<${element.name}${written.join('')}>` };
}

/** Elements inside `outer` (by offset). @param {HtmlElement[]} elements @param {HtmlElement} outer */
export const inside = (elements, outer) => elements.filter((e) => e.start > outer.start && e.end <= outer.end);
