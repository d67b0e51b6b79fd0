'use client';

import clsx from 'clsx';
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { REVEAL_THRESHOLD, revealOnView } from '@/lib/reveal';

/**
 * Watches an element React rendered after the page loaded (a client-side navigation); the reveals in
 * a page's own HTML are already watched by its head script (lib/reveal.ts), which this leaves alone
 * once they are shown.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => (ref.current ? revealOnView([ref.current], REVEAL_THRESHOLD) : undefined), []);
  return ref;
}

/** Wraps content that fades in and rises once when 10 % of it is visible. */
export function Reveal({ as: Tag = 'div', className, children, delay = 0 }: { as?: ElementType; className?: string; children: ReactNode; delay?: number }) {
  const ref = useReveal<HTMLElement>();
  return (
    <Tag ref={ref} className={clsx('scroll-animation', className)} style={delay ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </Tag>
  );
}
