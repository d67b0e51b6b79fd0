'use client';

import clsx from 'clsx';
import { useEffect, useRef, type ElementType, type ReactNode } from 'react';

/** Spec section 4: elements gain `animate-in` once 10 % is visible, then are no longer watched. */
export const REVEAL_THRESHOLD = 0.1;

export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.classList.add('animate-in');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add('animate-in');
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
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
