'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Replaces the current history entry, so Back does not bounce the visitor through the old address. */
export function ClientRedirect({ to }: { to: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(to);
  }, [router, to]);
  return null;
}
