import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { assembleMessages, readTexts, textFile, textNamespaces } from '@/content/texts.mjs';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
const values = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
// ICU argument names: "{name}" or "{name, plural, ...}" (plural branch texts like "{one field}" are not arguments).
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
const lookup = (tree: Tree, key: string) => key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, tree) as string;

describe('messages', () => {
  // The catalogues are assembled from content/texts (one file per namespace, both languages in it),
  // and never edited: what the tests and the build read is exactly those files.
  it('are the page texts of content/texts, one file per namespace with both languages', () => {
    expect(assembleMessages(readTexts())).toEqual({ en, vi });
    expect(Object.keys(en).sort()).toEqual(textNamespaces());
    for (const namespace of textNamespaces())
      expect(Object.keys(JSON.parse(readFileSync(path.join(process.cwd(), textFile(namespace)), 'utf8')))).toEqual(['en', 'vi']);
  });

  it('vi has exactly the keys of en', () => {
    expect(keys(vi as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('no text is empty', () => {
    expect(values(en as Tree).filter((v) => !v.trim())).toEqual([]);
    expect(values(vi as Tree).filter((v) => !v.trim())).toEqual([]);
  });

  it('each vi text uses the same placeholders as its en text', () => {
    const mismatched = keys(en as Tree).filter((key) => placeholders(lookup(en as Tree, key)).join() !== placeholders(lookup(vi as Tree, key)).join());
    expect(mismatched).toEqual([]);
  });

  // A line break inside the town's name reads as two places; in a heading Vietnamese "Thị trấn"
  // ("town") split over two lines reads as a broken word. Non-breaking spaces keep them whole.
  it('English writes "à la carte" one way, with its accent', () => {
    expect(values(en as Tree).filter((v) => /\b[Aa] la carte/.test(v))).toEqual([]);
    expect(values(en as Tree).filter((v) => /[àÀ] la carte/.test(v)).length).toBeGreaterThan(10);
  });

  it('Vietnamese calls the town by its Vietnamese name, Thị trấn Hoàng Hôn', () => {
    expect(values(vi as Tree).filter((v) => /Sunset\sTown/.test(v))).toEqual([]);
  });

  it("never breaks the town's name", () => {
    expect(values(en as Tree).filter((v) => /Sunset Town/.test(v))).toEqual([]);
    expect(values(vi as Tree).filter((v) => /Hoàng Hôn/.test(v))).toEqual([]);
    const headings = keys(vi as Tree).filter((key) => /\.(title|welcomeTitle|eyebrow|subtitle)$/.test(key));
    expect(headings.filter((key) => /[Tt]hị trấn Hoàng/.test(lookup(vi as Tree, key)))).toEqual([]);
  });
});
