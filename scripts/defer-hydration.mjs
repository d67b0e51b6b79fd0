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

// The site's languages and where a visitor's choice is kept (as in lib/i18n/language.ts; a unit test
// holds them equal). Pages are pre-rendered in the first.
export const SITE_LANGUAGES = ['en', 'vi'];
export const LANGUAGE_STORAGE_KEY = 'vela.language';

/**
 * The inline loader. After `load`, it waits for the page's first contentful paint (`load` can fire
 * before it when everything is small and fast: Chrome's first frame may come later; the hero image,
 * loaded by then, paints in that frame), then for the next frame, then appends the scripts. A page may also hold them until an
 * opening animation has begun (home: the logo fades in after 1 s), so the framework's download and
 * start-up do not share the first second with it; under reduced motion there is no animation, and a
 * visitor who will read the page in the other language (a stored choice, else the browser's first
 * language, as the site resolves it on home) does not wait either: the switch comes with the scripts.
 */
export function loaderScript(sources) {
  const list = JSON.stringify(sources);
  return (
    `<script id="${LOADER_ID}">(function(s){` +
    'var done=false,started=false;' +
    `document.addEventListener("animationstart",function(e){if(e.target.hasAttribute&&e.target.hasAttribute("${WAIT_FOR_ANIMATION}"))started=true},true);` +
    'function go(){if(done)return;done=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}' +
    // rAF runs just before a paint; the timeout after it runs once that frame is on screen.
    'function paint(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'function otherLanguage(){try{var l=localStorage.getItem(' + JSON.stringify(LANGUAGE_STORAGE_KEY) + ')||' +
    '((navigator.languages||[])[0]||navigator.language||"").slice(0,2).toLowerCase();' +
    `return ${JSON.stringify(SITE_LANGUAGES)}.indexOf(l)>=0&&l!==document.documentElement.lang}catch(e){return false}}` +
    'function afterAnimation(){var el=document.querySelector("[' + WAIT_FOR_ANIMATION + ']");' +
    'if(!el||started||otherLanguage()||!el.getAnimations||!el.getAnimations().length)return paint();' +
    `el.addEventListener("animationstart",paint,{once:true});setTimeout(paint,${WAIT_CAP_MS})}` +
    'function afterFirstPaint(next){var t=typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes||[];' +
    'if(t.indexOf("paint")<0)return next();var called=false,o;function once(){if(called)return;called=true;o.disconnect();next()}' +
    'o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)once()});' +
    `o.observe({type:"paint",buffered:true});setTimeout(once,${WAIT_CAP_MS})}` +
    'function later(){afterFirstPaint(afterAnimation)}' +
    'if(document.readyState==="complete")later();else addEventListener("load",later,{once:true})' +
    `})(${list})</script>`
  );
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

/** The scripts a page's loader will append (for measuring what a page loads); [] without a loader. */
export function deferredScriptSources(html) {
  const loader = html.match(new RegExp(`<script id="${LOADER_ID}">.*?\\}\\)\\((\\[[^\\]]*\\])\\)</script>`));
  return loader ? JSON.parse(loader[1]) : [];
}
