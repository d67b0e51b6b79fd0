import type { ReactNode } from 'react';

/**
 * The site's real root is app/[lang]/layout.tsx, which renders <html lang> for its language. This
 * pass-through exists so that app/not-found.tsx (exported as 404.html, for misses in either
 * language) has a layout; it renders its own <html>.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
