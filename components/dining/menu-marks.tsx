import type { MenuMark } from '@/content/menus';

// Line drawings in the chips' style (venue-chips.tsx): the marks stay legible at 14 px and in print.
const PATHS: Record<MenuMark, string> = {
  vegetarian: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7',
  spicy: 'M8 9c-2 4-2 9 2 12 3 2 7 0 8-4 1-3 0-6-2-8m-8 0c2-2 5-2 8 0m-8 0c1-2 3-3 5-3m0 0c0-2 1-3 3-3',
  seafood: 'M3 12c3-4 7-6 11-6 3 0 5 2 6 6-1 4-3 6-6 6-4 0-8-2-11-6Zm0 0-1-3m1 3-1 3m14-3h.01',
  nuts: 'M12 3c3 0 5 2 5 5 0 2-1 3-1 4s1 2 1 4c0 3-2 5-5 5s-5-2-5-5c0-2 1-3 1-4s-1-2-1-4c0-3 2-5 5-5Z',
};

/** One dietary mark: a small icon, with its name for screen readers (and as a tooltip). */
export function MenuMarkIcon({ mark, label, className }: { mark: MenuMark; label?: string; className?: string }) {
  return (
    <span className={className} data-mark={mark} title={label}>
      <svg
        viewBox="0 0 24 24"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={PATHS[mark]} />
      </svg>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
