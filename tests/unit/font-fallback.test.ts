import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACKS, fallbackCss } from '@/scripts/font-fallback.mjs';

describe('the display font fallback (no layout shift when Playfair swaps in)', () => {
  const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

  it('app/font-fallback.css is what scripts/font-fallback.mjs writes', () => {
    expect(read('app/font-fallback.css')).toBe(fallbackCss());
  });

  it('scales Times New Roman up and Noto Serif down to Playfair Display, ascent above descent', () => {
    const sizes = [...fallbackCss().matchAll(/size-adjust: ([\d.]+)%/g)].map((m) => Number(m[1]));
    expect(sizes[0]).toBeGreaterThan(100);
    expect(sizes[1]).toBeLessThan(100);
    const ascents = [...fallbackCss().matchAll(/ascent-override: ([\d.]+)%/g)].map((m) => Number(m[1]));
    const descents = [...fallbackCss().matchAll(/descent-override: ([\d.]+)%/g)].map((m) => Number(m[1]));
    ascents.forEach((ascent, i) => expect(ascent).toBeGreaterThan(descents[i]! * 3));
  });

  it('the display stack lists Playfair, then each adjusted fallback, in order', () => {
    const stack = /--font-display: ([^;]+);/.exec(read('app/globals.css'))![1]!;
    const families = stack.split(',').map((f) => f.trim().replace(/'/g, ''));
    expect(families.slice(0, 1 + FALLBACKS.length)).toEqual(['Playfair Display Variable', ...FALLBACKS.map((f) => f.family)]);
  });
});
