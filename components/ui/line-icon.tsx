import type { SVGProps } from 'react';

/** A 24-unit stroked line icon from one path: the room facts and the facility grid draw theirs with it. */
export function LineIcon({ d, ...props }: { d: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d={d} />
    </svg>
  );
}
