/**
 * The menus (phone menu, language menu) are HTML popovers: they open from first paint, before the
 * framework loads. A browser without `popover` (Safari before 17, Firefox before 125) gets this
 * stand-in from the page's head script, so they open there too, before and after hydration:
 *
 * - every `popover` element becomes `data-popover` and every `popovertarget` `data-popovertarget`
 *   once the document is parsed (so nothing half-native stays behind), and globals.css hides a
 *   `[data-popover]` unless it has `data-open`;
 * - a click on an invoker toggles its menu (and `aria-expanded`), closing any other open one;
 *   Escape, or a click outside, closes it, and focus inside goes back to the invoker.
 *
 * usePopover (hooks/use-popover.ts) follows `data-open`. Serialised into the page as source text:
 * no imports, no closures over module scope.
 */
export function popoverFallback() {
  if ('popover' in HTMLElement.prototype) return;
  const OPEN = '[data-popover][data-open],[popover][data-open]';
  const invokerOf = function (menu: Element) {
    return document.querySelector('[data-popovertarget="' + menu.id + '"],[popovertarget="' + menu.id + '"]');
  };
  const set = function (menu: Element, open: boolean) {
    if (open) menu.setAttribute('data-open', '');
    else menu.removeAttribute('data-open');
    const invoker = invokerOf(menu);
    if (invoker) invoker.setAttribute('aria-expanded', String(open));
    if (!open && invoker instanceof HTMLElement && menu.contains(document.activeElement)) invoker.focus();
  };
  const closeAllBut = function (keep: Element | null) {
    const open = document.querySelectorAll(OPEN);
    for (let i = 0; i < open.length; i++) if (open[i] !== keep && !open[i]!.contains(keep)) set(open[i]!, false);
  };
  const rename = function (from: string, to: string) {
    const found = document.querySelectorAll('[' + from + ']');
    for (let i = 0; i < found.length; i++) {
      found[i]!.setAttribute(to, found[i]!.getAttribute(from) || '');
      found[i]!.removeAttribute(from);
    }
  };
  document.addEventListener('DOMContentLoaded', function () {
    rename('popover', 'data-popover');
    rename('popovertarget', 'data-popovertarget');
  });
  document.addEventListener('click', function (event) {
    const target = event.target instanceof Element ? event.target : null;
    const invoker = target && target.closest('[data-popovertarget],[popovertarget]');
    const menu = invoker && document.getElementById(invoker.getAttribute('data-popovertarget') || invoker.getAttribute('popovertarget') || '');
    if (!menu) return closeAllBut(target && target.closest('[data-popover],[popover]'));
    event.preventDefault();
    closeAllBut(menu);
    set(menu, !menu.hasAttribute('data-open'));
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') closeAllBut(null);
  });
}

/** The head script's part for the popover stand-in. */
export function popoverFallbackScript(): string {
  return `(${String(popoverFallback)})();`;
}
