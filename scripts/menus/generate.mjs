#!/usr/bin/env node
/**
 * Menu PDF generator: `npm run menus` (every menu), or `--if-changed` (what `npm run build` runs
 * first): only the menus whose data changed since their PDFs were printed (scripts/menus/sources.mjs,
 * scripts/menus/printed.json), so a menu edited in /admin/ is printed again by the next build.
 *
 * Reads the typed menu data in content/menus/*.json (the same files content/menus/index.ts types and
 * lib/menu-links.ts links to) and writes one A4 PDF per menu and language to public/assets/menus/, at
 * the paths of docs/REQUIREMENTS.md §7 (the `file` template of each menu, `{language}` replaced). The committed
 * PDFs are the output, and printed.json the fingerprint of the data each was printed from.
 *
 * Fonts (embedded as subsets by pdfkit) come from the system, Debian packages:
 *   - fonts-noto-core: /usr/share/fonts/truetype/noto/NotoSerif*.ttf (Latin, Vietnamese, Cyrillic)
 *   - fonts-noto-cjk:  /usr/share/fonts/opentype/noto/NotoSerifCJK-{Regular,Bold}.ttc (Hangul, Chinese)
 * Override the folders with NOTO_DIR / NOTO_CJK_DIR. Check a render: `pdftoppm -png -r 60 -f 1 -l 1 x.pdf out`.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { changedMenus, menuFingerprints, PRINTED_FILE, printedFingerprints } from './sources.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const menusDir = path.join(root, 'content', 'menus');
const outDir = path.join(root, 'public', 'assets', 'menus');
const NOTO = process.env.NOTO_DIR ?? '/usr/share/fonts/truetype/noto';
const NOTO_CJK = process.env.NOTO_CJK_DIR ?? '/usr/share/fonts/opentype/noto';

const labels = JSON.parse(readFileSync(path.join(menusDir, 'labels.json'), 'utf8'));
// Each menu's PDF path and languages live in files.json (the pages need only those); join them in.
const files = JSON.parse(readFileSync(path.join(menusDir, 'files.json'), 'utf8'));
const menus = readdirSync(menusDir)
  .filter((f) => f.endsWith('.json') && f !== 'labels.json' && f !== 'files.json')
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(menusDir, f), 'utf8')))
  // A menu without a file entry (the buffet's two sessions) is shown on its page only: the spec names no PDF for it.
  .filter((menu) => files[menu.id])
  .map((menu) => ({ ...menu, ...files[menu.id] }));

// Palette: the site's tokens (app/globals.css).
const C = {
  paper: '#f7f2ea',
  navy: '#0f2a3d',
  teal: '#1f5f6b',
  gold: '#c9a24a',
  goldInk: '#7a5d17',
  muted: '#4f5b65',
  terracotta: '#8f4526',
  leader: '#b8ab95',
};

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 64;
const CONTENT = PAGE.width - 2 * MARGIN;
/** Space kept free at the bottom for the footer notes. */
const FOOTER_SPACE = 92;

/** Font files per script. CJK fonts come from the collections by PostScript name. */
function fontsFor(language) {
  const latin = {
    display: [path.join(NOTO, 'NotoSerifDisplay-Regular.ttf')],
    regular: [path.join(NOTO, 'NotoSerif-Regular.ttf')],
    bold: [path.join(NOTO, 'NotoSerif-Bold.ttf')],
    italic: [path.join(NOTO, 'NotoSerif-Italic.ttf')],
  };
  const cjk = { korean: 'kr', chinese: 'sc' }[language];
  if (!cjk) return { ...latin, latin, cjk: false };
  const regular = [path.join(NOTO_CJK, 'NotoSerifCJK-Regular.ttc'), `NotoSerifCJK${cjk}-Regular`];
  const bold = [path.join(NOTO_CJK, 'NotoSerifCJK-Bold.ttc'), `NotoSerifCJK${cjk}-Bold`];
  return { display: bold, regular, bold, italic: regular, latin, cjk: true };
}

function register(doc, fonts) {
  for (const key of ['display', 'regular', 'bold', 'italic']) doc.registerFont(key, ...fonts[key]);
  for (const key of ['display', 'regular', 'bold', 'italic']) doc.registerFont(`latin-${key}`, ...fonts.latin[key]);
}

function paper(doc) {
  doc.save();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(C.paper);
  doc
    .lineWidth(0.8)
    .strokeColor(C.gold)
    .rect(26, 26, PAGE.width - 52, PAGE.height - 52)
    .stroke();
  doc
    .lineWidth(0.4)
    .rect(31, 31, PAGE.width - 62, PAGE.height - 62)
    .stroke();
  doc.restore();
}

function ornament(doc, y) {
  const cx = PAGE.width / 2;
  doc.save().lineWidth(0.6).strokeColor(C.gold);
  doc
    .moveTo(cx - 60, y)
    .lineTo(cx - 8, y)
    .stroke();
  doc
    .moveTo(cx + 8, y)
    .lineTo(cx + 60, y)
    .stroke();
  doc
    .fillColor(C.gold)
    .polygon([cx, y - 3.5], [cx + 3.5, y], [cx, y + 3.5], [cx - 3.5, y])
    .fill();
  doc.restore();
}

const upper = (text, language) => text.toLocaleUpperCase({ vietnamese: 'vi', russian: 'ru' }[language] ?? 'en');

function centered(doc, text, y, { font, size, color, spacing = 0, width = CONTENT }) {
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, MARGIN + (CONTENT - width) / 2, y, { width, align: 'center', characterSpacing: spacing, lineGap: 2 });
  return doc.y;
}

function header(doc, menu, language, fonts, first) {
  let y = first ? 58 : 56;
  y = centered(doc, `${menu.hotel.toUpperCase()}  ·  ${menu.venue.toUpperCase()}`, y, {
    font: 'latin-regular',
    size: 8.5,
    color: C.goldInk,
    spacing: 2.6,
  });
  if (!first) return y + 22;
  y += 10;
  const title = labels[language][menu.kind];
  y = centered(doc, title, y, { font: 'display', size: fonts.cjk ? 28 : 34, color: C.navy, spacing: fonts.cjk ? 6 : 0.5 });
  if (menu.subtitleLanguage) {
    y = centered(doc, labels[menu.subtitleLanguage][menu.kind], y + 1, { font: 'latin-italic', size: 12, color: C.muted });
  }
  y += 12;
  ornament(doc, y);
  y += 12;
  const daily = [labels[language].daily, menu.subtitleLanguage ? labels[menu.subtitleLanguage].daily : null].filter(Boolean).join(' / ');
  doc.font('regular').fontSize(9.5).fillColor(C.teal);
  const hours = `  ·  ${menu.hours}`;
  const dailyWidth = doc.widthOfString(daily);
  doc.font('latin-regular');
  const total = dailyWidth + doc.widthOfString(hours);
  const x = (PAGE.width - total) / 2;
  doc.font('regular').text(daily, x, y, { lineBreak: false });
  doc.font('latin-regular').text(hours, x + dailyWidth, y, { lineBreak: false });
  return y + 30;
}

function sectionTitle(doc, text, y, language, fonts) {
  const label = fonts.cjk ? text : upper(text, language);
  doc.font('bold').fontSize(10.5).fillColor(C.teal);
  const spacing = fonts.cjk ? 3 : 2.2;
  const width = doc.widthOfString(label, { characterSpacing: spacing });
  const x = (PAGE.width - width) / 2;
  doc.text(label, x, y, { lineBreak: false, characterSpacing: spacing });
  const mid = y + 7;
  doc.save().lineWidth(0.5).strokeColor(C.gold);
  doc
    .moveTo(MARGIN, mid)
    .lineTo(x - 14, mid)
    .stroke();
  doc
    .moveTo(x + width + 14 - spacing, mid)
    .lineTo(PAGE.width - MARGIN, mid)
    .stroke();
  doc.restore();
  return y + 27;
}

/** The dish name in the menu's second language, unless it reads the same (Mojito, Negroni). */
const secondName = (item, language, menu) =>
  menu.subtitleLanguage && item.name[menu.subtitleLanguage] !== item.name[language] ? item.name[menu.subtitleLanguage] : null;

const describe = (item, language, menu) => {
  const first = item.description[language];
  const second = menu.subtitleLanguage ? item.description[menu.subtitleLanguage] : null;
  return second && second !== first ? `${first}  ·  ${second}` : first;
};

function itemHeight(doc, item, language, menu) {
  let h = 17;
  if (secondName(item, language, menu)) h += 13;
  doc.font(menu.subtitleLanguage ? 'latin-regular' : 'regular').fontSize(9.2);
  h += doc.heightOfString(describe(item, language, menu), { width: CONTENT - 110, lineGap: 1.5 });
  return h + 7;
}

function drawItem(doc, item, y, language, menu, format) {
  const name = item.name[language];
  const price = format(item.price);
  doc.font('bold').fontSize(11.5).fillColor(C.navy);
  const nameWidth = doc.widthOfString(name);
  doc.font('latin-bold').fontSize(11);
  const priceWidth = doc.widthOfString(price);
  if (nameWidth > CONTENT - priceWidth - 30) throw new Error(`Dish name too long for one line: ${name}`);
  doc.font('bold').fontSize(11.5).fillColor(C.navy).text(name, MARGIN, y, { lineBreak: false });
  doc
    .font('latin-bold')
    .fontSize(11)
    .fillColor(C.navy)
    .text(price, PAGE.width - MARGIN - priceWidth, y + 0.5, { lineBreak: false });
  // Dotted leader between the name and the price.
  const leaderY = y + 11;
  const from = MARGIN + nameWidth + 8;
  const to = PAGE.width - MARGIN - priceWidth - 8;
  if (to - from > 10) {
    doc.save().lineWidth(0.7).strokeColor(C.leader).dash(0.7, { space: 2.6 }).moveTo(from, leaderY).lineTo(to, leaderY).stroke().undash().restore();
  }
  let next = y + 17;
  const second = secondName(item, language, menu);
  if (second) {
    doc.font('latin-italic').fontSize(9.5).fillColor(C.goldInk).text(second, MARGIN, next, { lineBreak: false });
    next += 13;
  }
  const description = describe(item, language, menu);
  doc
    .font(menu.subtitleLanguage ? 'latin-regular' : 'regular')
    .fontSize(9.2)
    .fillColor(C.muted);
  doc.text(description, MARGIN, next, { width: CONTENT - 110, lineGap: 1.5 });
  return doc.y + 7;
}

function footer(doc, menu, language, pageNumber, pageCount) {
  const lines = [labels[language].priceNote, labels[language].allergyNote];
  if (menu.subtitleLanguage) lines.push(labels[menu.subtitleLanguage].priceNote);
  let y = PAGE.height - 44 - lines.length * 11.5;
  doc
    .save()
    .lineWidth(0.4)
    .strokeColor(C.gold)
    .moveTo(MARGIN + 80, y - 8)
    .lineTo(PAGE.width - MARGIN - 80, y - 8)
    .stroke()
    .restore();
  for (const [i, line] of lines.entries()) {
    const font = menu.subtitleLanguage && i === lines.length - 1 ? 'latin-italic' : 'regular';
    doc.font(font).fontSize(7.6).fillColor(C.muted).text(line, MARGIN, y, { width: CONTENT, align: 'center', lineBreak: false });
    y += 11.5;
  }
  if (pageCount > 1) {
    doc
      .font('latin-regular')
      .fontSize(7.6)
      .fillColor(C.goldInk)
      .text(`${pageNumber} / ${pageCount}`, MARGIN, PAGE.height - 42, { width: CONTENT, align: 'center', lineBreak: false });
  }
}

function layout(doc, menu, language, fonts, format) {
  // Returns the number of pages used. Draws as it goes.
  let pages = 1;
  paper(doc);
  let y = header(doc, menu, language, fonts, true);
  const bottom = PAGE.height - FOOTER_SPACE;
  const newPage = () => {
    doc.addPage({ size: 'A4', margin: 0 });
    pages += 1;
    paper(doc);
    y = header(doc, menu, language, fonts, false);
  };
  for (const section of menu.sections) {
    const firstItem = section.items[0];
    if (y + 30 + itemHeight(doc, firstItem, language, menu) > bottom) newPage();
    y = sectionTitle(doc, section.title[language], y, language, fonts);
    for (const item of section.items) {
      if (y + itemHeight(doc, item, language, menu) > bottom) newPage();
      y = drawItem(doc, item, y, language, menu, format);
    }
    y += 8;
  }
  if (menu.note) {
    const note = [menu.note[language], menu.subtitleLanguage ? menu.note[menu.subtitleLanguage] : null].filter(Boolean);
    if (y + note.length * 15 > bottom + 20) newPage();
    for (const [i, line] of note.entries()) {
      centered(doc, line, y, { font: i === 0 ? 'italic' : 'latin-italic', size: 10, color: C.terracotta });
      y = doc.y + 2;
    }
  }
  return pages;
}

function render(menu, language) {
  const file = menu.file.replace('{language}', language);
  const target = path.join(outDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  const fonts = fontsFor(language);
  const l = labels[language];
  const number = new Intl.NumberFormat(l.locale, { maximumFractionDigits: 0 });
  const format = (price) => number.format(price);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    bufferPages: true,
    lang: l.pdfLang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${menu.venue} · ${l[menu.kind]}`,
      Author: menu.hotel,
      Subject: `${menu.venue}, ${menu.hotel}: ${l[menu.kind]}`,
      Creator: 'scripts/menus/generate.mjs',
      Producer: 'pdfkit',
      CreationDate: new Date(Date.UTC(2025, 0, 1)),
      ModDate: new Date(Date.UTC(2025, 0, 1)),
    },
  });
  register(doc, fonts);
  const pages = layout(doc, menu, language, fonts, format);
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    footer(doc, menu, language, i + 1, pages);
  }
  return new Promise((resolve, reject) => {
    const stream = createWriteStream(target);
    stream.on('finish', () => resolve({ file, pages, bytes: statSync(target).size }));
    stream.on('error', reject);
    doc.pipe(stream);
    doc.end();
  });
}

const onlyChanged = process.argv.includes('--if-changed');
const due = onlyChanged ? new Set(changedMenus(root)) : new Set(menus.map((menu) => menu.id));
if (onlyChanged && due.size === 0) {
  console.log('[menus] Every menu PDF is up to date with its data (scripts/menus/printed.json).');
  process.exit(0);
}
// The fonts are system packages: say what to install rather than fail inside pdfkit.
const needed = [path.join(NOTO, 'NotoSerif-Regular.ttf')];
if (menus.some((menu) => due.has(menu.id) && menu.languages.some((l) => l === 'korean' || l === 'chinese')))
  needed.push(path.join(NOTO_CJK, 'NotoSerifCJK-Regular.ttc'));
const missing = needed.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(
    `[menus] The menu data of ${[...due].join(', ')} changed since its PDFs were printed, and printing them needs the Noto fonts (${missing.join(', ')} missing): ` +
      'sudo apt-get install -y fonts-noto-core fonts-noto-cjk (or set NOTO_DIR / NOTO_CJK_DIR), then build again.',
  );
  process.exit(1);
}

const results = [];
for (const menu of menus) {
  if (!due.has(menu.id)) continue;
  for (const language of menu.languages) results.push(await render(menu, language));
}
for (const r of results) console.log(`${String(Math.round(r.bytes / 1024)).padStart(4)} KB  ${r.pages}p  public/assets/menus/${r.file}`);
// What each menu's PDFs are now printed from.
const fingerprints = menuFingerprints(root);
const printed = { ...printedFingerprints(root), ...Object.fromEntries([...due].map((id) => [id, fingerprints[id]])) };
writeFileSync(path.join(root, PRINTED_FILE), `${JSON.stringify(Object.fromEntries(Object.entries(printed).sort()), null, 2)}\n`);
console.log(`[menus] Printed ${[...due].join(', ')}; ${PRINTED_FILE} updated.`);
