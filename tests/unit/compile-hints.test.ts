/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints, withCompileHint } from '@/scripts/compile-hints.mjs';
import { deferNextScripts } from '@/scripts/defer-hydration.mjs';

const pageLoading = (...scripts: string[]) =>
  deferNextScripts(`<!DOCTYPE html><html><head>${scripts.map((s) => `<script src="${s}" async=""></script>`).join('')}</head><body></body></html>`);

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 reads it, and only once', () => {
    const hinted = withCompileHint('(globalThis.TURBOPACK||=[]).push([]);');
    expect(hinted.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('addCompileHints', () => {
  let out: string;
  const chunk = (name: string) => path.join(out, '_next/static/chunks', name);
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), 'hints-'));
    mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    mkdirSync(path.join(out, 'rooms'));
    for (const name of ['main.js', 'rooms.js', 'lightbox.js']) writeFileSync(chunk(name), `/* ${name} */`);
    writeFileSync(path.join(out, 'index.html'), pageLoading('/_next/static/chunks/main.js'));
    writeFileSync(path.join(out, 'rooms/index.html'), pageLoading('/_next/static/chunks/main.js', '/_next/static/chunks/rooms.js'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('marks every script some page loads at start-up, and leaves chunks loaded later alone', () => {
    expect(addCompileHints(out)).toBe(2);
    expect(readFileSync(chunk('main.js'), 'utf8')).toBe(`${COMPILE_HINT}/* main.js */`);
    expect(readFileSync(chunk('rooms.js'), 'utf8')).toBe(`${COMPILE_HINT}/* rooms.js */`);
    expect(readFileSync(chunk('lightbox.js'), 'utf8')).toBe('/* lightbox.js */');
  });

  it('changes nothing when run again on the same export', () => {
    addCompileHints(out);
    expect(addCompileHints(out)).toBe(0);
    expect(readFileSync(chunk('main.js'), 'utf8')).toBe(`${COMPILE_HINT}/* main.js */`);
  });
});
