/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository stands on its own: code cites docs/REQUIREMENTS.md and docs/DECISIONS.md, never the
 * upstream spec or design notes outside it, and every cited section, decision number or named section
 * of DECISIONS.md exists as a heading.
 */
const ROOT = process.cwd();
const SOURCE_DIRS = ['app', 'components', 'content', 'hooks', 'lib', 'scripts', 'tests'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|md|py)$/;
const SELF = path.relative(ROOT, __filename);

const sourceFiles = (): string[] =>
  SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true })
      .map(String)
      .filter((file) => SOURCE_FILE.test(file) && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(dir, file)),
  ).filter((file) => file !== SELF);

const headings = (doc: string) => readFileSync(path.join(ROOT, 'docs', doc), 'utf8').match(/^#{2,4} .+$/gm) ?? [];

// "## 9. Business constants and limits" -> "9"
const REQUIREMENT_SECTIONS = new Set(headings('REQUIREMENTS.md').flatMap((h) => /^## (\d+)\. /.exec(h)?.[1] ?? []));
// "### 13. What counts as a successful send" -> "13"; "## Language" -> "Language"
const DECISION_NUMBERS = new Set(headings('DECISIONS.md').flatMap((h) => /^#{2,4} (\d+)\. /.exec(h)?.[1] ?? []));
const DECISION_TITLES = new Set(headings('DECISIONS.md').map((h) => h.replace(/^#+ /, '')));

/** Citations of the documents outside the repository (the spec's sections, its design notes). */
const OUTSIDE = [/\bspec sections?\b/i, /\bDESIGN decisions?\b/i, /\bDESIGN\.md\b/i, /\bDESIGN "/];

const SEPARATOR = String.raw`(?:,|;| \/| and| or)? ?`;
/** "DECISIONS #5", "docs/DECISIONS.md #13 and #14" -> the decision numbers. */
const DECISIONS_CITE = new RegExp(String.raw`DECISIONS(?:\.md)? (#\d+(?:${SEPARATOR}#\d+)*)`, 'g');
/** 'DECISIONS "Language"' -> the section's title. */
const DECISIONS_SECTION = /DECISIONS(?:\.md)? "([^"]+)"/g;

interface Problem {
  file: string;
  problem: string;
}

export function problemsIn(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    for (const pattern of OUTSIDE) if (pattern.test(line)) problems.push({ file: at, problem: `cites a document outside the repository: ${line.trim()}` });
    // A line that names REQUIREMENTS: each §N on it ("§2 \"Home\", §9") is one of its sections.
    if (/\bREQUIREMENTS\b/.test(line))
      for (const [, n] of line.matchAll(/§(\d+)\b(?!\.\d)/g))
        if (!REQUIREMENT_SECTIONS.has(n!)) problems.push({ file: at, problem: `REQUIREMENTS §${n} is not a section of docs/REQUIREMENTS.md` });
    for (const [, list] of line.matchAll(DECISIONS_CITE))
      for (const [, n] of list!.matchAll(/#(\d+)/g))
        if (!DECISION_NUMBERS.has(n!)) problems.push({ file: at, problem: `DECISIONS #${n} is not a decision in docs/DECISIONS.md` });
    for (const [, title] of line.matchAll(DECISIONS_SECTION))
      if (!DECISION_TITLES.has(title!)) problems.push({ file: at, problem: `DECISIONS "${title}" is not a heading of docs/DECISIONS.md` });
  });
  return problems;
}

describe('references to the requirements and decisions', () => {
  test('the documents have the headings the citations rely on', () => {
    expect([...REQUIREMENT_SECTIONS].sort((a, b) => Number(a) - Number(b))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect([...DECISION_NUMBERS].sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
    for (const title of ['Shape', 'Language', 'Imagery', 'Content editing', 'Local run', 'Toolchain facts']) expect(DECISION_TITLES).toContain(title);
  });

  test('the checker catches what it is meant to', () => {
    // Built from parts, so this file never holds the phrases it looks for.
    const spec = ['spec', 'section 4'].join(' ');
    const design = ['DESIGN', 'decision 5'].join(' ');
    expect(problemsIn('x.ts', `// ${spec}`)).toHaveLength(1);
    expect(problemsIn('x.ts', `// ${design}`)).toHaveLength(1);
    expect(problemsIn('x.ts', '// see DESIGN.md')).toHaveLength(1);
    expect(problemsIn('x.ts', '// REQUIREMENTS §12, DECISIONS #16, DECISIONS "Nowhere"').map((p) => p.problem)).toEqual([
      'REQUIREMENTS §12 is not a section of docs/REQUIREMENTS.md',
      'DECISIONS #16 is not a decision in docs/DECISIONS.md',
      'DECISIONS "Nowhere" is not a heading of docs/DECISIONS.md',
    ]);
    expect(problemsIn('x.ts', '// docs/REQUIREMENTS.md §4 / §10; DECISIONS #13 and #99').map((p) => p.problem)).toEqual([
      'REQUIREMENTS §10 is not a section of docs/REQUIREMENTS.md',
      'DECISIONS #99 is not a decision in docs/DECISIONS.md',
    ]);
    expect(problemsIn('x.ts', '// REQUIREMENTS §2 "Home", §11 "Timings"').map((p) => p.problem)).toEqual([
      'REQUIREMENTS §11 is not a section of docs/REQUIREMENTS.md',
    ]);
    expect(problemsIn('x.ts', '// docs/REQUIREMENTS.md §2 "Home", §9; docs/DECISIONS.md #1, #2, #15, DECISIONS "Language"')).toEqual([]);
  });

  test('every source file cites only what exists in docs/', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => problemsIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});
