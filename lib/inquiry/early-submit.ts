import { DRAFT_KEY } from './draft';

/** The form's id, and the notice the script reveals (both rendered by components/inquiry). */
export const FORM_ID = 'inquiry-form';
export const EARLY_NOTICE_ID = 'inquiry-early';
/** Set on the form once React runs it: from then on the form is React's. */
export const READY_ATTRIBUTE = 'data-ready';

/**
 * Runs inline right after the form, before the framework (which loads after first paint,
 * scripts/defer-hydration.mjs). Until the form is hydrated it keeps every value typed in the draft,
 * the same one the hydrated form restores (lib/inquiry/draft.ts), and a submit goes nowhere: it
 * marks the draft "submitted", so the form sends it as soon as it is ready, and says so on the page.
 * Without this a submit before hydration was a native GET to /contact/?name=…&email=…, the values in
 * the address and the form back empty. (The form is also method="post", so even without this script
 * nothing typed lands in a URL.) Written out as text, not serialised from a function, so the server
 * and the browser bundle render the same bytes; its sha256 goes into the page's CSP (postbuild).
 */
export const EARLY_SUBMIT_SCRIPT = `(function () {
  var form = document.getElementById(${JSON.stringify(FORM_ID)});
  if (!form) return;
  var key = ${JSON.stringify(DRAFT_KEY)};
  function early() { return !form.hasAttribute(${JSON.stringify(READY_ATTRIBUTE)}); }
  function keep(submitted) {
    var draft = {};
    try { draft = JSON.parse(sessionStorage.getItem(key) || '{}') || {}; } catch (e) {}
    draft.values = draft.values || {};
    for (var i = 0; i < form.elements.length; i++) {
      var el = form.elements[i];
      if (!el.name || el.name === 'website' || (el.type === 'radio' && !el.checked)) continue;
      draft.values[el.name] = el.value;
    }
    if (submitted) draft.submitted = true;
    try { sessionStorage.setItem(key, JSON.stringify(draft)); } catch (e) {}
  }
  form.addEventListener('input', function () { if (early()) keep(false); });
  form.addEventListener('change', function () { if (early()) keep(false); });
  form.addEventListener('submit', function (event) {
    if (!early()) return;
    event.preventDefault();
    keep(true);
    var notice = document.getElementById(${JSON.stringify(EARLY_NOTICE_ID)});
    if (notice) notice.hidden = false;
  });
})();`;
