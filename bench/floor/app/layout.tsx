import type { ReactNode } from 'react';

export const metadata = { title: 'Blank', description: 'The framework floor: a blank page with the same Next.js version and config.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
