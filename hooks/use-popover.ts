import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Follows an HTML `popover` element (opened by its `popovertarget` button, closed by Escape or a
 * click outside: all native, so it works before hydration) and closes it on demand. `open`
 * mirrors the element's state for aria-expanded and styling. A browser without popover gets the
 * head script's stand-in (lib/popover-fallback.ts), which opens the element with `data-open`: that
 * is followed here too.
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Opened before hydration: pick the state up.
    setOpen(isOpen(element));
    if (!supportsPopover()) {
      const observer = new MutationObserver(() => setOpen(isOpen(element)));
      observer.observe(element, { attributes: true, attributeFilter: ['data-open'] });
      return () => observer.disconnect();
    }
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const hide = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (!supportsPopover()) element.removeAttribute('data-open');
    else if (isOpen(element)) element.hidePopover();
  }, []);

  return { ref, open, hide };
}

const isOpen = (element: HTMLElement) => {
  if (element.hasAttribute('data-open')) return true;
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // a browser without popover support
  }
};

const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;
