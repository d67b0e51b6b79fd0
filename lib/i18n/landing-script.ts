import { DETECTION_PATHS, LANGUAGE_STORAGE_KEY } from './language';

interface LandingConfig {
  key: string;
  detect: readonly string[];
}

/**
 * Runs inline in every page's <head>, before anything paints (docs/DECISIONS.md "Language"). On the three entry
 * pages' English addresses (home and the two chooser pages, docs/REQUIREMENTS.md §1) it takes a visitor whose
 * stored choice is Vietnamese, or with none a browser whose first language starts with "vi", to the
 * Vietnamese twin with `location.replace`, so English is never painted first. Everywhere else the URL
 * decides: a shared /vi/ link opens in Vietnamese, an English one in English. Crawlers send no such
 * language and stay put.
 *
 * It also records a choice made with a language link (`data-language-choice`) before the
 * framework has started, so the detection never sends back a visitor who chose English.
 *
 * Serialised into the page as source text: plain ES5, no imports, no closures over module scope.
 */
export function landing(config: LandingConfig) {
  const root = document.documentElement;
  const here = root.lang === 'vi' ? 'vi' : 'en';
  const path = location.pathname;
  const neutral = here === 'vi' ? path.replace(/^\/vi(?=\/|$)/, '') || '/' : path;
  let stored = null;
  try {
    stored = localStorage.getItem(config.key);
  } catch {
    // Storage blocked (private mode, policies): no stored choice.
  }
  document.addEventListener(
    'click',
    function (event) {
      const target = event.target as Element | null;
      const link = target && target.closest ? target.closest('a[data-language-choice]') : null;
      if (!link) return;
      try {
        localStorage.setItem(config.key, link.getAttribute('data-language-choice') || '');
      } catch {
        // Not remembered; the link still goes to the chosen language.
      }
    },
    true,
  );
  // The URL decides the language (DECISIONS "Language"): a followed /vi/ link, or any English page
  // but the three entry pages, is shown in its own language whatever was chosen before. Only on an
  // entry page's English (x-default) address does the stored choice, or else the browser's first
  // language, pick where the visitor lands.
  if (here !== 'en' || config.detect.indexOf(neutral) < 0) return;
  let want = stored === 'en' || stored === 'vi' ? stored : here;
  if (!stored) {
    const first = (navigator.languages && navigator.languages[0]) || navigator.language || '';
    if (first.toLowerCase().indexOf('vi') === 0) want = 'vi';
  }
  if (want === here) return;
  // Never paint the page being left; shown again only if the browser keeps it (bfcache).
  root.style.visibility = 'hidden';
  addEventListener('pageshow', function () {
    root.style.visibility = '';
  });
  location.replace((want === 'vi' ? '/vi' + neutral : neutral) + location.search + location.hash);
}

/** The inline script's text. */
export function landingScript(): string {
  const config: LandingConfig = { key: LANGUAGE_STORAGE_KEY, detect: DETECTION_PATHS };
  return `(${String(landing)})(${JSON.stringify(config)})`;
}
