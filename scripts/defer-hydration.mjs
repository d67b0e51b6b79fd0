// Post-build HTML transform: the framework's scripts start loading after the page has loaded and
// painted, instead of competing with the hero image, the stylesheets and the fonts for a slow
// mobile connection. Every page is complete, readable and navigable as pre-rendered HTML; the
// scripts only add the live language switch, the menus and the form, so they can wait.
//
// Next.js writes its chunks as `<script src=… async>` in <head>; they already run in any order (the
// runtime queues the inline RSC payload in self.__next_f until it starts), so loading them a little
// later changes nothing but when. One inline loader replaces them. The page is read with a parser
// (html.mjs): the rewrite finds Next's elements by what they are, not by how Next spells them.
import { WAIT_FOR_ANIMATION } from '../lib/page-contract.mjs';
import { applyEdits, elementsOf, removal } from './html.mjs';

const LOADER_ID = 'deferred-scripts';

/** A framework script the page loads by itself (the legacy browsers' noModule polyfill is not one). @param {import('./html.mjs').HtmlElement} e */
const isFrameworkScript = (e) => e.name === 'script' && (e.attrs.src ?? '').startsWith('/_next/static/') && !('nomodule' in e.attrs);
/** One of the start-up chunks Next writes as `<script src=… async>`. @param {import('./html.mjs').HtmlElement} e */
const isStartupChunk = (e) => isFrameworkScript(e) && 'async' in e.attrs && /\.js(\?|$)/.test(e.attrs.src ?? '');

// The element whose opening animation the scripts wait for (at most one per page).
export { WAIT_FOR_ANIMATION };
// Longest wait for the first paint, or for that animation to begin, should either never come (a tab
// opened in the background does not paint until it is shown).
const WAIT_CAP_MS = 3000;

/**
 * The loader, run inline in each page's <head> (serialised from its source text: no build step, no
 * imports, `var` so it reads as what the browser runs). After `load`, it waits for the page's first contentful
 * paint (`load` can fire before it when everything is small and fast: Chrome's first frame may come
 * later; the hero image, loaded by then, paints in that frame), then for the next frame, then
 * appends the scripts. A page may also hold them until an opening animation has begun (home: the
 * logo fades in after 1 s), so the framework's download and start-up do not share the first second
 * with it; under reduced motion there is no animation. Where the browser reports largest contentful
 * paints, the wait goes on until that animation's own first paint is reported (home's logo is its
 * largest content): appended one frame after the animation began, the scripts' requests started a
 * few milliseconds before that paint was presented, and Lighthouse counts every request started
 * before the largest paint as one that paint waited for. The animation's end, or the cap, stands in
 * for a paint not reported (a visitor's first scroll or tap ends the reports). (A visitor who reads the other language never
 * stays on the page: its head script has already sent them to the twin URL.)
 * (The animationstart target is read by index: it is an Element, but its type says EventTarget, and a
 * comment inside this function would travel in every page.)
 */
function loader(sources, config) {
  var done = false;
  var animationStarted = false;
  document.addEventListener(
    'animationstart',
    function (e) {
      var target = e.target;
      if (target && target['hasAttribute'] && target['hasAttribute'](config.waitAttribute)) animationStarted = true;
    },
    true,
  );
  function go() {
    if (done) return;
    done = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    });
  }
  // rAF runs just before a paint; the timeout after it runs once that frame is on screen.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
  }
  function afterOpeningPaint(el) {
    var types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('largest-contentful-paint') < 0) return afterNextFrame();
    function inside(entry) {
      return entry.element && el.contains(entry.element);
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntries().some(inside)) once();
    });
    function once() {
      observer.disconnect();
      go();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    el.addEventListener('animationend', once, { once: true });
    setTimeout(once, config.capMs);
  }
  function afterOpeningAnimation() {
    var el = document.querySelector('[' + config.waitAttribute + ']');
    if (!el || !el.getAnimations || !el.getAnimations().length) return afterNextFrame();
    if (animationStarted) return afterOpeningPaint(el);
    function begun() {
      afterOpeningPaint(el);
    }
    el.addEventListener('animationstart', begun, { once: true });
    setTimeout(afterNextFrame, config.capMs);
  }
  function afterFirstContentfulPaint(next) {
    var types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return next();
    var called = false;
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    });
    function once() {
      if (called) return;
      called = true;
      observer.disconnect();
      next();
    }
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, config.capMs);
  }
  function start() {
    afterFirstContentfulPaint(afterOpeningAnimation);
  }
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

// The loader's text as it goes in every page: comment lines dropped and lines joined (its comments
// stand on lines of their own and its statements end in semicolons, so joining changes nothing).
const LOADER_SOURCE = String(loader)
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*/g, '');

const LOADER_CONFIG = { waitAttribute: WAIT_FOR_ANIMATION, capMs: WAIT_CAP_MS };
/** The loader's call as written in a page, around its list of scripts. */
/** @type {[string, string]} */
const LOADER_CALL = [`(${LOADER_SOURCE})(`, `,${JSON.stringify(LOADER_CONFIG)})`];

/** The inline loader script for a page that loads `sources` at start-up, and its text (for its hash). @param {string[]} sources */
export function loaderScript(sources) {
  const body = `${LOADER_CALL[0]}${JSON.stringify(sources)}${LOADER_CALL[1]}`;
  return { html: `<script id="${LOADER_ID}">${body}</script>`, body };
}

/**
 * The edits that move the page's start-up chunks behind the loader, given the page's elements
 * (postbuild parses each page once for every rewrite: finish-page.mjs). `loader` is the inline
 * script added at the end of <head>, `at` where; none when the page has no chunk scripts.
 * @param {import('./html.mjs').HtmlElement[]} elements
 */
export function deferral(elements) {
  const chunks = elements.filter(isStartupChunk);
  const sources = chunks.map((e) => String(e.attrs.src));
  const at = elements.find((e) => e.name === 'head')?.endTagStart;
  if (sources.length === 0 || at == null) return { sources: [], edits: [], loader: null };
  // Next also preloads one start-up chunk (at low priority); it comes with the others instead.
  const preloads = elements.filter((e) => e.name === 'link' && e.attrs.rel === 'preload' && e.attrs.as === 'script' && sources.includes(e.attrs.href ?? ''));
  const loader = loaderScript(sources);
  return { sources, edits: [...chunks, ...preloads].map(removal).concat({ start: at, end: at, text: loader.html }), loader: { at, body: loader.body } };
}

/** Moves the page's async chunk scripts behind the loader; the HTML unchanged when it has none (or no <head>). @param {string} html */
export function deferNextScripts(html) {
  return applyEdits(html, deferral(elementsOf(html)).edits);
}

/**
 * Framework scripts the page would still load by itself at start-up (a <script src> of
 * /_next/static/ that is not the legacy browsers' noModule polyfill): after deferral, none should be
 * left; postbuild fails the build if some are.
 * @param {string | import('./html.mjs').HtmlElement[]} page
 */
export function undeferredScripts(page) {
  return (typeof page === 'string' ? elementsOf(page) : page).filter(isFrameworkScript).map((e) => String(e.attrs.src));
}

/**
 * The scripts a page's loader will append (for measuring what a page loads); [] without a loader.
 * Takes the page, or its elements when the caller has parsed it already.
 * @param {string | import('./html.mjs').HtmlElement[]} page
 */
export function deferredScriptSources(page) {
  const loader = (typeof page === 'string' ? elementsOf(page) : page).find((e) => e.name === 'script' && e.attrs.id === LOADER_ID);
  if (!loader) return [];
  const [prefix, suffix] = LOADER_CALL;
  const body = loader.text;
  if (!body.startsWith(prefix) || !body.endsWith(suffix)) throw new Error(`the page's #${LOADER_ID} script is not this build's loader: rebuild`);
  return /** @type {string[]} */ (JSON.parse(body.slice(prefix.length, body.length - suffix.length)));
}
