/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changedMenus, menuFingerprints, printedFingerprints } from '@/scripts/menus/sources.mjs';
import pkg from '@/package.json';

/**
 * Menu PDFs follow their data at build (scripts/menus/sources.mjs): `npm run build` first prints again
 * the menus whose data changed since their PDFs were printed (scripts/menus/printed.json), so a menu
 * edited in /admin/ needs no `npm run menus` by hand.
 */
describe('menu PDFs at build', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'menus-'));
    cpSync(path.join(process.cwd(), 'content/menus'), path.join(root, 'content/menus'), { recursive: true });
    mkdirSync(path.join(root, 'scripts/menus'), { recursive: true });
    cpSync(path.join(process.cwd(), 'scripts/menus/printed.json'), path.join(root, 'scripts/menus/printed.json'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const edit = (file: string, change: (data: any) => void, indent?: number) => {
    const data = JSON.parse(readFileSync(path.join(root, 'content/menus', file), 'utf8'));
    change(data);
    writeFileSync(path.join(root, 'content/menus', file), JSON.stringify(data, null, indent));
  };

  it('the build prints the changed menus before Next builds the pages', () => {
    expect(pkg.scripts.build).toMatch(/ node scripts\/menus\/generate\.mjs --if-changed && next build /);
  });

  it('records a fingerprint for every menu with a PDF (not the buffet, which has none)', () => {
    expect(Object.keys(printedFingerprints(root)).sort()).toEqual(['bistro-drinks', 'bistro-food', 'luxe-drinks', 'luxe-food', 'skybar-drinks', 'skybar-food']);
    expect(Object.keys(menuFingerprints(root))).toEqual(Object.keys(printedFingerprints(root)).sort());
  });

  it('a price changed in /admin/ makes that menu, and only it, due for printing', () => {
    expect(changedMenus(root)).toEqual([]);
    edit('skybar-food.json', (menu) => (menu.sections[0].items[0].price += 10_000));
    expect(changedMenus(root)).toEqual(['skybar-food']);
  });

  it("the CMS's own JSON layout alone prints nothing; the shared labels print every menu", () => {
    edit('bistro-food.json', () => {});
    edit('luxe-drinks.json', () => {}, 4);
    expect(changedMenus(root)).toEqual([]);
    edit('labels.json', (labels) => (labels.english.food = 'Food!'));
    expect(changedMenus(root)).toEqual(Object.keys(menuFingerprints(root)));
  });

  it('a menu printed again is recorded, so the next build prints nothing', () => {
    edit('bistro-drinks.json', (menu) => (menu.sections[0].items[0].name.vietnamese = 'Tên mới'));
    expect(changedMenus(root)).toEqual(['bistro-drinks']);
    writeFileSync(path.join(root, 'scripts/menus/printed.json'), JSON.stringify(menuFingerprints(root)));
    expect(changedMenus(root)).toEqual([]);
  });
});
