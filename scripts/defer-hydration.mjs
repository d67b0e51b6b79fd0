// Post-build HTML transform: the framework's scripts start loading after the page has loaded and
// painted, instead of competing with the hero image, the stylesheets and the fonts for a slow
// mobile connection. Every page is complete, readable and navigable as pre-rendered HTML; the
// scripts only add the live language switch, the menus and the form, so they can wait.
//
// Next.js writes its chunks as `<script src=… async>` in <head>; they already run in any order (the
// runtime queues the inline RSC payload in self.__next_f until it starts), so loading them a little
// later changes nothing but when. One inline loader replaces them.

const LOADER_ID = 'deferred-scripts';
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
// Next also preloads one start-up chunk (at low priority); it comes with the others instead.
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]* href="(\/_next\/static\/[^"]+\.js)"\/>/g;

/** Marks the element whose opening animation a page's scripts wait for (at most one per page). */
export const WAIT_FOR_ANIMATION = 'data-scripts-after-animation';
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
 * with it; under reduced motion there is no animation. (A visitor who reads the other language never
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
  function afterOpeningAnimation() {
    var el = document.querySelector('[' + config.waitAttribute + ']');
    if (!el || animationStarted || !el.getAnimations || !el.getAnimations().length) return afterNextFrame();
    el.addEventListener('animationstart', afterNextFrame, { once: true });
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

/** The inline loader script for a page that loads `sources` at start-up. */
export function loaderScript(sources) {
  const config = { waitAttribute: WAIT_FOR_ANIMATION, capMs: WAIT_CAP_MS };
  return `<script id="${LOADER_ID}">(${LOADER_SOURCE})(${JSON.stringify(sources)},${JSON.stringify(config)})</script>`;
}

/**
 * Moves the page's async chunk scripts behind the loader. Returns the HTML unchanged when it has
 * none (or no <head> to put the loader in).
 */
export function deferNextScripts(html) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  if (sources.length === 0 || !html.includes('</head>')) return html;
  return html
    .replace(CHUNK_SCRIPT, '')
    .replace(CHUNK_PRELOAD, (link, src) => (sources.includes(src) ? '' : link))
    .replace('</head>', `${loaderScript(sources)}</head>`);
}

/**
 * Framework scripts the page would still load by itself at start-up (a <script src> of
 * /_next/static/ that is not the legacy browsers' noModule polyfill): after deferNextScripts, none
 * should be left; postbuild fails the build if some are.
 */
export function undeferredScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)\bsrc="(\/_next\/static\/[^"]+)"([^>]*)>/g)].filter((m) => !/\bnomodule\b/i.test(m[1] + m[3])).map((m) => m[2]);
}

/** The scripts a page's loader will append (for measuring what a page loads); [] without a loader. */
export function deferredScriptSources(html) {
  const loader = html.match(new RegExp(`<script id="${LOADER_ID}">.*?\\}\\)\\((\\[[^\\]]*\\]),\\{[^<]*\\}\\)</script>`, 's'));
  return loader ? JSON.parse(loader[1]) : [];
}
