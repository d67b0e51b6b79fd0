import '@testing-library/jest-dom';

// next.config.ts sets trailingSlash: true; the build inlines this flag, jest must set it itself so
// next/link renders the same hrefs as the exported site.
process.env.__NEXT_TRAILING_SLASH = 'true';

// Outside the App Router, next/navigation has no pathname and no router; this pathname follows jsdom's
// location, and, as the App Router does, history.pushState/replaceState; router.push/replace move the
// address (tests/utils/intl.tsx renders the language of the address, as the server layout does).
// A test opens a page with history.replaceState(null, '', '/vi/...').
// Node-environment tests (no window) keep the real module.
if (typeof window !== 'undefined')
  jest.mock('next/navigation', () => {
    const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
    const listeners = new Set<() => void>();
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      window.history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        listeners.forEach((listener) => listener());
      };
    }
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      window.addEventListener('popstate', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('popstate', listener);
      };
    };
    const router = {
      push: jest.fn((href: string) => window.history.pushState(null, '', href)),
      replace: jest.fn((href: string) => window.history.replaceState(null, '', href)),
      prefetch: jest.fn(),
      back: jest.fn(),
      forward: jest.fn(),
      refresh: jest.fn(),
    };
    return {
      usePathname: () =>
        useSyncExternalStore(
          subscribe,
          () => window.location.pathname,
          () => '/',
        ),
      useRouter: () => router,
      useSearchParams: () => new URLSearchParams(window.location.search),
    };
  });

beforeEach(() => {
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});
