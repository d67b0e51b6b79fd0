import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { cmsConfig } from '../../scripts/cms/config.mjs';
import { checkContent } from '../../content/schema.mjs';
import { assembleMessages, readTexts, writeMessages } from '../../content/texts.mjs';
import { addedFiles, CMS_EDIT, editedFiles, NEW_HOLIDAYS, NEW_OFFER, NEW_PHOTO } from '../cms/edit';

/**
 * /admin/ (the exported Decap CMS) with its local backend (decap-server, as `npm run cms` runs it),
 * driven in Chromium: a room's rate and a Vietnamese text are changed and saved. The backend works on
 * a copy of the content files in a temporary folder, never on the repository, and the test proves
 * the files it saved are exactly the intended edit (every other value kept) and pass the build's
 * content check. That these values then show on the rebuilt site (room page, JSON-LD, calendar,
 * form) is proved from the same edit by tests/unit/cms-edit-on-pages.test.ts: a full build inside
 * this test would take minutes (README "Editing the site (/admin/)").
 */
const ROOT = process.cwd();
// One editor after the other: each drives the whole CMS, which on a shared 2-core machine takes most
// of a minute; side by side they would only slow each other down.
test.describe.configure({ mode: 'serial' });
// Its own ports, beside the suite's static server and inbox: one per parallel worker.
const BASE_PORT = Number(process.env.E2E_CMS_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 3);

let dir: string;
let backend: ChildProcess;
let BACKEND_PORT: number;

const json = (root: string, file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
/** The file as saved so far: undefined while the backend is still writing it (not yet JSON). */
const saved = (file: string) => {
  try {
    return json(dir, file);
  } catch {
    return undefined;
  }
};

// A fresh copy and backend for each run of the test (it edits them), so a repeat starts from the original.
test.beforeEach(async ({}, testInfo) => {
  BACKEND_PORT = BASE_PORT + testInfo.parallelIndex;
  dir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  for (const folder of ['content/data', 'content/menus', 'content/texts', 'public/icons/facilities'])
    cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
  cpSync(path.join(ROOT, 'content/images.json'), path.join(dir, 'content/images.json'));
  for (const file of ['art/byte-budget.json', 'art/rendered.json']) cpSync(path.join(ROOT, file), path.join(dir, file));
  mkdirSync(path.join(dir, 'art/photos'), { recursive: true });
  mkdirSync(path.join(dir, 'public/images'), { recursive: true });
  backend = spawn(process.execPath, [path.join(ROOT, 'node_modules/decap-server/dist/index.js')], {
    env: { ...process.env, PORT: String(BACKEND_PORT), GIT_REPO_DIRECTORY: dir, MODE: 'fs', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  // Up when it answers the CMS's first question.
  await expect
    .poll(
      async () => {
        try {
          const response = await fetch(`http://localhost:${BACKEND_PORT}/api/v1`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          });
          return response.ok;
        } catch {
          return false;
        }
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});

test.afterEach(() => {
  backend?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('an editor changes a rate and a Vietnamese text in /admin/ and the files on disk say exactly that', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The exported /admin/ as it is, with its configuration pointed at this test's backend.
  const config = cmsConfig({ root: dir, localBackendUrl: `http://localhost:${BACKEND_PORT}/api/v1` });
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: JSON.stringify(config) }));

  const original = { rates: json(dir, 'content/data/rates.json'), roomTexts: json(dir, 'content/texts/Rooms.json') };
  const expected = editedFiles(original.rates, original.roomTexts);

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();

  // The rate.
  await page.goto('/admin/#/collections/rates');
  await page.getByText('Room rates (VND per night) and high season', { exact: true }).click();
  // Every rate is open in the list; the room's is the first.
  await expect(page.getByRole('textbox', { name: 'Rate name' }).first()).toHaveValue(CMS_EDIT.roomType);
  const rate = page.getByRole('spinbutton', { name: 'Rate (VND per night; Amalfi: low season)' }).first();
  await expect(rate).toHaveValue(String(CMS_EDIT.before));
  await rate.fill(String(CMS_EDIT.baseRate));
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(() => saved('content/data/rates.json')).toEqual(expected.rates);
  // Saved as far as the CMS is concerned too: leaving an entry it still thinks unsaved asks first.
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  // The Vietnamese text, with its English beside it: Page texts → "Rooms: names and descriptions" (each file
  // is listed by where its words appear, not by its namespace) opens the rooms' texts in both
  // languages, English in the left pane and Vietnamese in the right (Decap's i18n, content/texts/Rooms.json).
  await page.goto('/admin/#/collections/texts');
  await page.getByRole('link', { name: 'Rooms: names and descriptions', exact: true }).and(page.locator('[href$="/texts/entries/Rooms"]')).click();
  const [english, vietnamese] = [page.locator('.Pane1'), page.locator('.Pane2')];
  await expect(english.getByRole('button', { name: 'Writing in EN' })).toBeVisible();
  await expect(vietnamese.getByRole('button', { name: 'Writing in VI' })).toBeVisible();
  const englishName = english.getByRole('textbox', { name: 'name' }).first();
  const name = vietnamese.getByRole('textbox', { name: 'name' }).first();
  await expect(englishName).toHaveValue(CMS_EDIT.enName);
  await expect(name).toHaveValue(CMS_EDIT.viNameBefore);
  // Side by side: the Vietnamese field on the same line as its English, to its right.
  const [left, right] = [(await englishName.boundingBox())!, (await name.boundingBox())!];
  expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
  expect(Math.abs(right.y - left.y)).toBeLessThan(2);
  await name.fill(CMS_EDIT.viName);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  // One file, both languages: only the Vietnamese name changed.
  await expect.poll(() => saved('content/texts/Rooms.json')).toEqual(expected.roomTexts);
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  // An emptied Vietnamese text is refused before saving (Decap checks the required rule only in the
  // English pane: /admin/checks.js checks both), with the file and the field; the file keeps its text.
  await vietnamese.getByRole('textbox', { name: 'summary' }).first().fill('');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(`content/texts/Rooms.json: vi.${CMS_EDIT.hotel}.${CMS_EDIT.slug}.summary: the Vietnamese text is empty`)).toBeVisible();
  expect(saved('content/texts/Rooms.json')).toEqual(expected.roomTexts);
  errors.splice(0, errors.length, ...errors.filter((error) => !error.includes('Not saved.')));

  // The rebuild's first step assembles next-intl's Vietnamese catalogue from the saved file, with the
  // new name where the room page reads it (tests/unit/cms-edit-on-pages.test.ts: the page from there);
  // the English catalogue is unchanged.
  const before = assembleMessages(readTexts(ROOT));
  const rebuilt = writeMessages(dir);
  expect(
    (json(dir, 'messages/vi.json') as typeof rebuilt.vi & { Rooms: Record<string, Record<string, { name: string }>> }).Rooms[CMS_EDIT.hotel]![CMS_EDIT.slug]!
      .name,
  ).toBe(CMS_EDIT.viName);
  expect(rebuilt.en).toEqual(before.en);

  // What the build checks first passes on the saved files.
  expect(checkContent({ root: dir, today: '2026-01-01' }).errors).toEqual([]);
  expect(errors).toEqual([]);
});

/** Picks an option of one of Decap's select fields (react-select), found by its label. */
async function choose(page: Page, label: string | RegExp, option: string) {
  const input = (typeof label === 'string' ? page.getByLabel(label, { exact: true }) : page.getByLabel(label)).last();
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("an editor adds an offer and next year's holidays in /admin/ and the files on disk say exactly that", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const config = cmsConfig({ root: dir, localBackendUrl: `http://localhost:${BACKEND_PORT}/api/v1` });
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: JSON.stringify(config) }));
  const expected = addedFiles(json(dir, 'content/data/offers.json'), json(dir, 'content/data/holidays.json'));

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();

  // The offer: a new card with its terms and its words in both languages, side by side.
  await page.goto('/admin/#/collections/offers');
  await page.getByText(/^Offers \(each with its words/).click();
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await page.getByRole('textbox', { name: /^Key/ }).last().fill(NEW_OFFER.key);
  await choose(page, 'Picture', NEW_OFFER.image);
  await choose(page, 'For the guests of', 'Sorrento');
  // An optional field: Decap adds "optional" to its label.
  await choose(page, /^At \(restaurants and bar/, 'Bistro (Sorrento)');
  for (const [field, label] of [
    ['title', 'Title'],
    ['kicker', 'Line above the title'],
    ['description', 'Description'],
    ['note', 'Note'],
  ] as const) {
    await page
      .getByRole('textbox', { name: `${label} — English`, exact: true })
      .last()
      .fill(NEW_OFFER[field].en);
    await page
      .getByRole('textbox', { name: `${label} — Vietnamese (tiếng Việt)`, exact: true })
      .last()
      .fill(NEW_OFFER[field].vi);
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(() => saved('content/data/offers.json')).toEqual(expected.offers);
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  // Next year's holidays: two periods after the last one.
  await page.goto('/admin/#/collections/holidays');
  await page.getByText('Holiday periods (rates x multiplier)', { exact: true }).click();
  for (const holiday of NEW_HOLIDAYS) {
    await page.getByRole('button', { name: 'Add Period' }).click();
    await page.getByRole('textbox', { name: 'Name (English)', exact: true }).last().fill(holiday.name);
    await page.getByRole('textbox', { name: 'Name (Vietnamese)', exact: true }).last().fill(holiday.nameVi);
    await page.getByRole('textbox', { name: 'First night', exact: true }).last().fill(holiday.startDate);
    await page.getByRole('textbox', { name: 'Last night (not before the first)', exact: true }).last().fill(holiday.endDate);
    await page.getByRole('spinbutton', { name: 'Rate multiplier', exact: true }).last().fill(String(holiday.rateMultiplier));
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(() => saved('content/data/holidays.json')).toEqual(expected.holidays);
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();

  // The build's content check passes, and its calendar warning now reckons from the new last night.
  const check = checkContent({ root: dir, today: '2028-07-01' });
  expect(check.errors).toEqual([]);
  expect(check.warnings).toEqual([expect.stringMatching(/ends on 2028-09-02/)]);
  expect(errors).toEqual([]);
});

test('an editor uploads a room picture with its alt text in both languages, and the build turns it into its sizes', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const config = cmsConfig({ root: dir, localBackendUrl: `http://localhost:${BACKEND_PORT}/api/v1` });
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml; charset=utf-8', body: JSON.stringify(config) }));
  // The photo on the editor's computer.
  const upload = path.join(dir, 'balcony.jpg');
  await sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#7fa7bd' } })
    .jpeg()
    .toFile(upload);

  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto('/admin/#/collections/photos');
  await page.getByText('Uploaded photos', { exact: true }).click();
  await page.getByRole('button', { name: 'Add Photo' }).click();
  await page.getByRole('textbox', { name: /^Picture id/ }).fill(NEW_PHOTO.id);
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await choose(page, /^Kind \(a new picture only\)/, 'Card or room picture (4:3)');
  for (const [field, label] of [
    ['alt', 'Alt text'],
    ['title', 'Title'],
  ] as const) {
    await page.getByRole('textbox', { name: `${label} — English`, exact: true }).fill(NEW_PHOTO[field].en);
    await page.getByRole('textbox', { name: `${label} — Vietnamese (tiếng Việt)`, exact: true }).fill(NEW_PHOTO[field].vi);
  }
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  // The photo travels first, then the entry (a slower save than the others).
  await expect
    .poll(() => saved('content/data/photos.json'), { timeout: 60_000 })
    .toEqual({ photos: [{ id: NEW_PHOTO.id, file: 'art/photos/balcony.jpg', kind: 'card', alt: NEW_PHOTO.alt, title: NEW_PHOTO.title }] });
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
  expect(existsSync(path.join(dir, 'art/photos/balcony.jpg'))).toBe(true);

  // What the build does first: the upload becomes the picture's files, and the content check takes it.
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/art/photos.mjs')], { env: { ...process.env, ART_ROOT: dir }, stdio: 'pipe' });
  for (const width of [480, 800, 1200]) expect(existsSync(path.join(dir, `public/images/${NEW_PHOTO.id}-${width}.webp`))).toBe(true);
  expect(checkContent({ root: dir, today: '2026-01-01' }).errors).toEqual([]);
  expect(errors).toEqual([]);
});
