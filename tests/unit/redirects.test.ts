import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { REDIRECTS, redirectTarget } from '@/content/routes';
import { LANGUAGES, localizePath } from '@/lib/i18n/language';

describe('redirect routes (REQUIREMENTS §2 "Redirects")', () => {
  it('declares the spec redirects', () => {
    expect(Object.fromEntries(REDIRECTS.map((r) => [r.from, r.to]))).toEqual({
      '/sorrento/restaurant/alacarte/': '/dining/bistro/',
      '/amalfi/restaurant/alacarte/': '/dining/bistro/',
      '/sorrento/hotel/': '/sorrento/',
      '/amalfi/hotel/': '/amalfi/',
      '/amalfi/skybar/': '/dining/skybar/',
      '/amalfi/restaurant/buffet/': '/dining/buffet/',
    });
  });

  it('has a pre-rendered stub page for each', () => {
    for (const { from } of REDIRECTS) {
      // One route file serves both languages (app/[lang]/...).
      const file = path.join(process.cwd(), 'app', '[lang]', from, 'page.tsx');
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`'${from}'`);
    }
  });

  it('public/_redirects lists the same 301s in both languages, with and without the trailing slash, then the Vietnamese 404', () => {
    const rules = readFileSync(path.join(process.cwd(), 'public', '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    const expected = LANGUAGES.flatMap((language) =>
      REDIRECTS.flatMap(({ from, to }) => {
        const [source, target] = [localizePath(from, language), localizePath(to, language)];
        return [
          [source.replace(/\/$/, ''), target, '301'],
          [source, target, '301'],
        ];
      }),
    );
    // ... and, last, the one not-found rule: a Vietnamese miss gets the Vietnamese 404 page.
    expect(rules).toEqual([...expected, ['/vi/*', '/vi/404.html', '404']]);
  });

  it('refuses an undeclared redirect', () => {
    expect(() => redirectTarget('/nowhere/')).toThrow(/No redirect/);
  });
});
