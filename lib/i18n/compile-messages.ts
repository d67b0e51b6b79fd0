import compile from 'icu-minify/compile';

/** A message tree with every ICU string compiled (plain strings stay strings). */
export type CompiledTree<T> = { [K in keyof T]: T[K] extends string ? T[K] : CompiledTree<T[K]> };

/**
 * Compiles every message once, at build time, to icu-minify's compact form. With messages
 * precompiled, the site aliases `use-intl/format-message` to its format-only build (next.config.ts),
 * so no ICU parser ships to the browser and nothing is parsed while a page hydrates.
 */
export function compileMessages<T extends object>(tree: T): CompiledTree<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? plain(compile(value)) : compileMessages(value as object)]),
  ) as CompiledTree<T>;
}

// icu-minify builds plural and select branches on null-prototype objects, which React cannot pass
// from a server component to a client one; its output is JSON by design, so a JSON round trip makes
// them plain objects.
const plain = <T>(compiled: T): T => (typeof compiled === 'string' ? compiled : (JSON.parse(JSON.stringify(compiled)) as T));
