import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one-way layering of docs/CONVENTIONS.md: app -> components -> hooks -> lib -> content.
 * content/ is data and imports nothing above it; lib/ imports no React component or hook.
 */
const filesUnder = (dir: string): string[] =>
  readdirSync(path.join(process.cwd(), dir), { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.mts'))
    .map((file) => path.join(dir, file));

const importsOf = (file: string) => [...readFileSync(path.join(process.cwd(), file), 'utf8').matchAll(/from '(@\/[^']+)'/g)].map((m) => m[1]!);

describe('layering', () => {
  it('content/ imports only content/ and messages/', () => {
    for (const file of filesUnder('content'))
      for (const spec of importsOf(file)) expect([file, spec]).toEqual([file, expect.stringMatching(/^@\/(content|messages)\//)]);
  });

  it('lib/ imports no component and no hook', () => {
    for (const file of filesUnder('lib'))
      for (const spec of importsOf(file)) expect([file, spec]).toEqual([file, expect.not.stringMatching(/^@\/(components|hooks|app)\//)]);
  });

  it('providers and hooks live outside lib/ (no .tsx there)', () => {
    expect(filesUnder('lib').filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
