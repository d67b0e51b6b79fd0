'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Follows an HTML `popover` element (opened by its `popovertarget` button, closed by Escape or a
 * click outside: all native, so it works before hydration) and closes it on demand. `open`
 * mirrors the element's state for aria-expanded and styling.
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!supportsPopover()) return fallback(element, setOpen);
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    element.addEventListener('toggle', onToggle);
    // Opened before hydration: pick the state up.
    setOpen(isOpen(element));
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  const hide = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    if (!supportsPopover()) {
      element.removeAttribute('data-open');
      setOpen(false);
    } else if (isOpen(element)) element.hidePopover();
  }, []);

  return { ref, open, hide };
}

const isOpen = (element: HTMLElement) => {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // a browser without popover support
  }
};

const supportsPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * Browsers without popover (before Safari 17 / Firefox 125): once hydrated, the invoker toggles a
 * `data-open` attribute that globals.css shows; Escape closes. Before hydration the menu stays shut.
 */
function fallback(element: HTMLElement, setOpen: (open: boolean) => void) {
  const invokers = document.querySelectorAll<HTMLElement>(`[popovertarget="${element.id}"]`);
  const set = (open: boolean) => {
    element.toggleAttribute('data-open', open);
    setOpen(open);
  };
  const onClick = () => set(!element.hasAttribute('data-open'));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') set(false);
  };
  invokers.forEach((invoker) => invoker.addEventListener('click', onClick));
  document.addEventListener('keydown', onKey);
  return () => {
    invokers.forEach((invoker) => invoker.removeEventListener('click', onClick));
    document.removeEventListener('keydown', onKey);
  };
}
