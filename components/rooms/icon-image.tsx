'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './facility-grid.module.css';

/** An icon file that gives way to `fallback` (rendered by its server parent) when it fails to load. */
export function IconImage({ src, fallback }: { src: string; fallback: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = ref.current;
    // An error before hydration fires no React onError: probe the finished image once more.
    if (!img || !img.complete || img.naturalWidth > 0) return;
    const probe = new Image();
    probe.onerror = () => setFailed(src);
    probe.src = src;
    return () => {
      probe.onerror = null;
    };
  }, [src]);

  if (failed === src) return fallback;
  // Decorative: the facility's name is written next to it.
  // A tiny static SVG: no srcset to choose from, so next/image would add nothing.
  // eslint-disable-next-line @next/next/no-img-element
  return <img ref={ref} className={styles.icon} src={src} alt="" width={32} height={32} loading="lazy" onError={() => setFailed(src)} />;
}
