/** The inline loader that appends `sources` after the page's load event and next paint. */
export function loaderScript(sources: string[]): string;
/** Moves a page's async Next.js chunk scripts behind the loader; unchanged HTML when it has none. */
export function deferNextScripts(html: string): string;
/** The scripts a page's loader appends; [] without a loader. */
export function deferredScriptSources(html: string): string[];
/** The attribute marking the element whose opening animation a page's scripts wait for. */
export const WAIT_FOR_ANIMATION: string;
/** Framework scripts a page would still load by itself (none, once deferred). */
export function undeferredScripts(html: string): string[];
