/** V8's explicit compile hint, as the first line of a start-up script. */
export const COMPILE_HINT: string;
/** The script with the compile hint as its first line (once). */
export function withCompileHint(source: string): string;
/** Adds the hint to every start-up script of the export at outDir; returns how many files changed. */
export function addCompileHints(outDir: string): number;
