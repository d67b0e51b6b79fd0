/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAdmin } from '@/scripts/cms/admin.mjs';
import { cmsBackend, cmsConfig } from '@/scripts/cms/config.mjs';
import { CONTENT_FILES } from '@/content/schema.mjs';
import { textFile, textNamespaces } from '@/content/texts.mjs';
import { STATIC_ROUTES } from '@/content/routes';

/** /admin/ as postbuild writes it (scripts/cms/admin.mjs, docs/DECISIONS.md "The CMS: Decap at /admin/"). */
describe('/admin/ in the export', () => {
  let out: string;
  let rules: string[];
  beforeAll(() => {
    out = mkdtempSync(path.join(tmpdir(), 'admin-'));
    rules = writeAdmin(out, { env: {} });
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  const page = () => readFileSync(path.join(out, 'admin/index.html'), 'utf8');

  it('is noindex, in its meta and its header', () => {
    expect(page()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(rules.join('\n')).toContain('X-Robots-Tag: noindex, nofollow');
    expect(rules.map((rule) => rule.split('\n')[0])).toEqual(['/admin/', '/admin/index.html']);
  });

  it("loads only its own copy of Decap's bundle, no CDN", () => {
    const scripts = [...page().matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    // Then its checks of a page's texts in both languages before saving (scripts/cms/admin.mjs).
    expect(scripts).toEqual(['/admin/decap-cms.js', '/admin/checks.js']);
    expect(existsSync(path.join(out, 'admin/decap-cms.js'))).toBe(true);
    // The chunks decap-cms.js loads from beside itself, and no source map.
    const files = readdirSync(path.join(out, 'admin'));
    expect(files.filter((file) => /^\d+\.decap-cms\.js$/.test(file)).length).toBeGreaterThan(10);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it("refuses to save a page's texts whose Vietnamese is empty, missing or changed a {word} (Decap checks only the English pane)", () => {
    type Handler = (event: { entry: unknown }) => unknown;
    const listeners: Array<{ name: string; handler: Handler }> = [];
    new Function('window', readFileSync(path.join(out, 'admin/checks.js'), 'utf8'))({
      CMS: { registerEventListener: (listener: { name: string; handler: Handler }) => listeners.push(listener) },
    });
    expect(listeners.map((l) => l.name)).toEqual(['preSave']);
    // A saved entry as Decap hands it over: Immutable maps, the default language's data at `data`.
    const entry = (collection: string, en: object, vi: object) => ({
      get: (key: string) => ({ collection, slug: 'HomePage' })[key],
      getIn: (at: string[]) => ({ toJS: () => (at.join('.') === 'data' ? en : at.join('.') === 'i18n.vi.data' ? vi : undefined) }),
    });
    const save = (e: unknown) => () => listeners[0]!.handler({ entry: e });
    const en = { hero: { title: 'Welcome to {town}', tagline: 'By the sea' } };
    expect(save(entry('texts', en, { hero: { title: 'Chào mừng đến {town}', tagline: 'Bên biển' } }))()).toBeUndefined();
    expect(save(entry('texts', en, { hero: { title: 'Chào mừng đến {thi_tran}', tagline: ' ' } }))).toThrow(
      'Not saved. content/texts/HomePage.json: vi.hero.title: uses {thi_tran} where English uses {town} (keep the words in braces as they are); content/texts/HomePage.json: vi.hero.tagline: the Vietnamese text is empty',
    );
    expect(save(entry('texts', en, { hero: { title: 'Chào mừng đến {town}' } }))).toThrow('vi.hero.tagline: the Vietnamese text is missing');
    // Other collections are checked by their own field rules.
    expect(save(entry('rates', en, {}))()).toBeUndefined();
  });

  it('has its own policy: scripts from itself only, the git host and the local backend to talk to', () => {
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page())![1]!;
    const directive = (name: string) => meta.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'unsafe-eval'");
    // blob: an uploaded picture is read back from its blob: URL before it is sent (tests/e2e/cms.spec.ts uploads one).
    expect(directive('connect-src')).toBe("connect-src 'self' blob: https://api.github.com http://localhost:* http://127.0.0.1:*");
    expect(meta).not.toContain('frame-ancestors');
    expect(rules[0]).toContain("frame-ancestors 'none'");
  });

  it('is in no sitemap route', () => {
    expect(STATIC_ROUTES.map((route) => route.path).filter((p) => p.startsWith('/admin'))).toEqual([]);
  });
});

describe('the CMS configuration', () => {
  const config = cmsConfig({ env: {} }) as {
    media_folder: string;
    local_backend: unknown;
    collections: Array<{ name: string; files: Array<{ name: string; file: string }> }>;
  };
  const files = config.collections.flatMap((c) => c.files.map((f) => f.file));

  it('edits exactly the files the build checks, and the page texts', () => {
    expect([...new Set(files)].sort()).toEqual([...Object.keys(CONTENT_FILES), ...textNamespaces().map(textFile)].sort());
  });

  it('edits the page texts in both languages side by side: one file per page, every field in both', () => {
    const texts = (config as unknown as { i18n: unknown; collections: Array<Record<string, unknown>> }).collections.find((c) => c.name === 'texts')!;
    expect((config as unknown as { i18n: unknown }).i18n).toEqual({ structure: 'single_file', locales: ['en', 'vi'], default_locale: 'en' });
    expect(texts.i18n).toBe(true);
    type Field = { name: string; i18n?: boolean; pattern?: unknown; fields?: Field[] };
    const all = (fields: Field[]): Field[] => fields.flatMap((f) => [f, ...all(f.fields ?? [])]);
    const files = texts.files as Array<{ name: string; file: string; i18n: boolean; fields: Field[] }>;
    expect(files.map((f) => f.file).sort()).toEqual(textNamespaces().map(textFile).sort());
    const rooms = files.find((f) => f.name === 'Rooms')!;
    expect(rooms.i18n).toBe(true);
    // A field without i18n would be hidden in the Vietnamese pane; each text is required and not blank.
    for (const file of files) for (const field of all(file.fields)) expect([file.name, field.name, field.i18n]).toEqual([file.name, field.name, true]);
    const leaves = files.flatMap((f) => all(f.fields)).filter((f) => !f.fields);
    expect(leaves.length).toBeGreaterThan(500);
    expect(leaves.filter((f) => JSON.stringify(f.pattern) !== JSON.stringify(['\\S', 'Cannot be empty']))).toEqual([]);
  });

  it('lists the page-text files by where their words appear, in alphabetical order, not by namespace', () => {
    const texts = (config as unknown as { collections: Array<Record<string, unknown>> }).collections.find((c) => c.name === 'texts')!;
    const files = texts.files as Array<{ name: string; label: string }>;
    // Every namespace has a name of its own (a new one fails here until it is named in TEXT_FILE_LABELS).
    expect(files.filter((f) => f.label === f.name || !f.label.includes(' ')).map((f) => f.name)).toEqual([]);
    expect(new Set(files.map((f) => f.label)).size).toBe(files.length);
    expect(files.map((f) => f.label)).toEqual([...files.map((f) => f.label)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(files.find((f) => f.name === 'HomePage')!.label).toBe('Home page');
    expect(files.find((f) => f.name === 'Meta')!.label).toBe('Page titles and search-result descriptions');
  });

  it('saves uploads where the image pipeline reads photos, and uses the local backend on localhost', () => {
    expect(config.media_folder).toBe('art/photos');
    expect(config.local_backend).toBe(true);
  });

  it('names the git host from the environment, and refuses an unknown one', () => {
    expect(cmsBackend({ CMS_BACKEND: 'gitlab', CMS_REPO: 'hotel/site', CMS_APP_ID: 'abc' })).toEqual({
      name: 'gitlab',
      repo: 'hotel/site',
      branch: 'main',
      app_id: 'abc',
      auth_type: 'pkce',
    });
    expect(() => cmsBackend({ CMS_BACKEND: 'svn' })).toThrow('CMS_BACKEND must be github, gitlab or gitea, not "svn"');
  });
});
