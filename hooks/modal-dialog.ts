/**
 * A modal <dialog>: the platform's where the browser has it (focus kept inside, Escape, the
 * backdrop, focus back to the opener on close). Where it has not (Safari before 15.4), the same
 * element opened by its `open` attribute with `data-modal` (globals.css puts it over the page), and
 * those behaviours done here; closing fires `close` as the platform does.
 */
export function showModal(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') {
    if (!dialog.open) dialog.showModal();
    return;
  }
  if (dialog.hasAttribute('open')) return;
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const focusFirst = () => dialog.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeDialog(dialog);
  };
  const onFocus = (event: FocusEvent) => {
    if (!dialog.contains(event.target as Node)) focusFirst();
  };
  dialog.setAttribute('open', '');
  dialog.setAttribute('data-modal', '');
  document.addEventListener('keydown', onKey);
  document.addEventListener('focusin', onFocus);
  fallbacks.set(dialog, () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('focusin', onFocus);
    opener?.focus();
  });
  focusFirst();
}

/** Closes a dialog opened by showModal, natively or not. */
export function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') {
    dialog.close();
    return;
  }
  const stop = fallbacks.get(dialog);
  if (!stop) return;
  fallbacks.delete(dialog);
  dialog.removeAttribute('open');
  dialog.removeAttribute('data-modal');
  stop();
  // As the platform does: the event comes in a task of its own, after close() returned.
  setTimeout(() => dialog.dispatchEvent(new Event('close')));
}

const fallbacks = new WeakMap<HTMLDialogElement, () => void>();
