/**
 * Locks the page's scrolling while a modal is open, and gives back exactly what was there: the
 * body's inline styles and the scroll position. The scrollbar's width is kept as padding so the
 * page does not shift sideways when the scrollbar disappears.
 */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  const scrollbarWidth = Math.max(0, window.innerWidth - documentElement.clientWidth);
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };

  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  body.dataset.scrollLocked = 'true';

  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    delete body.dataset.scrollLocked;
    if (window.scrollX !== scrollX || window.scrollY !== scrollY) {
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    }
  };
}
