/**
 * The compare page's address, on its own: the page registry (content/routes.ts) declares the page
 * with it, and the accommodation chooser links to it without loading the room catalogue and the
 * comparison logic of lib/compare.ts.
 */
export const COMPARE_PATH = '/accommodation/compare/';
