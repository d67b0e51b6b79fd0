/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { STATIC_ROUTES } from '@/content/routes';
import { pageLastModified } from '@/scripts/lastmod.mjs';

/** A tiny site in a git repository, with commits at fixed dates. */
function makeRepo() {
  const root = mkdtempSync(join(tmpdir(), 'lastmod-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'pipe' });
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  };
  const commit = (date: string, files: Record<string, string>) => {
    write(files);
    git('add', '-A');
    execFileSync('git', ['commit', '-q', '-m', date], { cwd: root, env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } });
  };
  const messages = (a: string, b: string, chrome: string) => JSON.stringify({ Navbar: { home: chrome }, APage: { title: a }, BPage: { title: b } });
  commit('2026-01-01T10:00:00Z', {
    'app/[lang]/layout.tsx': "import { Navbar } from '@/components/layout/navbar';\nexport default Navbar;",
    'components/layout/navbar.tsx': "'use client';\nexport const Navbar = () => useTranslations('Navbar');",
    'app/[lang]/a/page.tsx': "import { APage } from '@/components/a/a-page';\nimport { ui } from '@/components/ui/button';\nexport default APage;",
    'components/a/a-page.tsx': "import { A_DATA } from '@/content/a';\nexport const APage = () => useTranslations('APage');",
    'content/a.ts': 'export const A_DATA = 1;',
    'components/ui/button.tsx': 'export const ui = 1;',
    'app/[lang]/b/[item]/page.tsx':
      "import type { A_DATA } from '@/content/a';\nimport { BPage } from '../../../../components/b/b-page';\nexport default BPage;",
    'components/b/b-page.tsx': "export const BPage = () => useTranslations('BPage.list');",
    'messages/en.json': messages('A', 'B', 'Home'),
    'messages/vi.json': messages('A vi', 'B vi', 'Trang chủ'),
  });
  commit('2026-02-01T10:00:00Z', { 'content/a.ts': 'export const A_DATA = 2;' });
  commit('2026-03-01T10:00:00Z', { 'messages/vi.json': messages('A vi', 'B vi 2', 'Trang chủ') });
  // Not content: the shared chrome, the UI kit, the chrome's text, a stylesheet.
  commit('2026-04-01T10:00:00Z', {
    'components/layout/navbar.tsx': "'use client';\nexport const Navbar = () => useTranslations('Navbar'); // moved",
    'components/ui/button.tsx': 'export const ui = 2;',
    'messages/en.json': messages('A', 'B', 'Start'),
    'components/a/a.module.css': '.a { color: red }',
  });
  // The texts move to one file per namespace (content/texts/<Namespace>.json, both languages): no
  // namespace's text changed, so no page's date does.
  git('rm', '-q', 'messages/en.json', 'messages/vi.json');
  const texts = (a: string, b: string) => ({
    'content/texts/Navbar.json': JSON.stringify({ en: { home: 'Start' }, vi: { home: 'Trang chủ' } }),
    'content/texts/APage.json': JSON.stringify({ en: { title: 'A' }, vi: { title: a } }, null, 2),
    'content/texts/BPage.json': JSON.stringify({ en: { title: 'B' }, vi: { title: b } }),
  });
  commit('2026-05-01T10:00:00Z', texts('A vi', 'B vi 2'));
  commit('2026-06-01T10:00:00Z', texts('A vi 2', 'B vi 2'));
  return { root, git };
}

describe('lastmod', () => {
  const { root, git } = makeRepo();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('dates each page by the last commit to its own route, components, content and text', () => {
    expect(pageLastModified(['/a/', '/b/x/'], root)).toEqual(
      new Map([
        ['/a/', '2026-06-01T10:00:00.000Z'], // its namespace's Vietnamese text, in content/texts/APage.json
        ['/b/x/', '2026-03-01T10:00:00.000Z'], // its namespace's Vietnamese text, in messages/vi.json before the move
      ]),
    );
  });

  it('dates a page by its content data when its text is older', () => {
    // Before the texts' last change, at the move: content/a.ts (its type-only use by B does not count).
    git('checkout', '-q', 'HEAD~1');
    try {
      expect(pageLastModified(['/a/', '/b/x/'], root)).toEqual(
        new Map([
          ['/a/', '2026-02-01T10:00:00.000Z'],
          ['/b/x/', '2026-03-01T10:00:00.000Z'],
        ]),
      );
    } finally {
      git('checkout', '-q', '-');
    }
  });

  it('is the same on every run and in every clone', () => {
    const copy = mkdtempSync(join(tmpdir(), 'lastmod-clone-'));
    try {
      execFileSync('git', ['clone', '-q', root, copy]);
      expect(pageLastModified(['/a/', '/b/x/'], copy)).toEqual(pageLastModified(['/a/', '/b/x/'], root));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('in a shallow clone, dates what it cannot see by the oldest commit it has (never earlier than the truth)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'lastmod-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${root}`, copy]);
      expect(pageLastModified(['/a/', '/b/x/'], copy)).toEqual(
        new Map([
          ['/a/', '2026-06-01T10:00:00.000Z'],
          ['/b/x/', '2026-06-01T10:00:00.000Z'],
        ]),
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('without git history, states no date rather than an invented one', () => {
    const copy = mkdtempSync(join(tmpdir(), 'lastmod-nogit-'));
    try {
      cpSync(root, copy, { recursive: true, filter: (source) => !source.includes('.git') });
      expect(pageLastModified(['/a/', '/b/x/'], copy)).toEqual(new Map());
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(git('rev-parse', '--is-inside-work-tree').toString().trim()).toBe('true');
  });

  it('dates every page of this site, no later than its last commit', () => {
    const head = new Date(execFileSync('git', ['log', '-1', '--format=%cI']).toString().trim()).toISOString();
    const dates = pageLastModified(STATIC_ROUTES.map((r) => r.path));
    for (const route of STATIC_ROUTES) {
      const date = dates.get(route.path);
      expect([route.path, date && date <= head && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/.test(date)]).toEqual([route.path, true]);
    }
    // (Whether the pages' dates differ is a fact of this repository's history, not of the code: one
    // commit that rewords comments in every component dates every page. The fixture above checks that
    // one shared file does not date them all.)
  });
});
