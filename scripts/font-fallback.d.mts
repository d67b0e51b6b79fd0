/** The fallback faces, in --font-display order. */
export const FALLBACKS: { family: string; metrics: string; local: string[] }[];
/** The CSS of app/font-fallback.css. */
export function fallbackCss(): string;
