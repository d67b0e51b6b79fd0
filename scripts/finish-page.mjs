// Every post-build change to a page, in one pass: the page is parsed once (html.mjs), the deferral
// of its framework scripts (defer-hydration.mjs) and its content security policy (csp.mjs) are
// computed from the same elements, and the edits are applied together. The policy hashes the loader
// the deferral adds, so it is complete without reading the page a second time.
import { applyEdits, elementsOf } from './html.mjs';
import { policy } from './csp.mjs';
import { deferral, undeferredScripts } from './defer-hydration.mjs';

/**
 * The served page, its policy for the header, the scripts its loader appends and any framework
 * script it would still load by itself (postbuild fails the build on those).
 * @param {string} html
 * @param {{ connect?: string[], media?: string[] }} origins
 */
export function finishPage(html, origins) {
  const elements = elementsOf(html);
  const deferred = deferral(elements);
  const { edits, header } = policy(elements, origins, deferred.loader ? [deferred.loader] : []);
  const moved = new Set(deferred.sources);
  return {
    html: applyEdits(html, [...deferred.edits, ...edits]),
    header,
    sources: deferred.sources,
    left: undeferredScripts(elements).filter((src) => !moved.has(src)),
  };
}
