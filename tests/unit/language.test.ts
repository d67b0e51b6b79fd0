import { browserPrefersVietnamese, detectsBrowserLanguage, normalisePath, resolveInitialLanguage } from '@/lib/i18n/language';

describe('resolveInitialLanguage', () => {
  it('defaults to English', () => {
    expect(resolveInitialLanguage({ stored: null, browserLanguages: ['en-US'], pathname: '/' })).toBe('en');
  });

  it.each(['/', '/dining/', '/accommodation/', '/dining', '/accommodation'])('uses a vi* browser language on %s', (pathname) => {
    expect(resolveInitialLanguage({ stored: null, browserLanguages: ['vi-VN', 'en'], pathname })).toBe('vi');
    expect(resolveInitialLanguage({ stored: null, browserLanguages: ['vi'], pathname })).toBe('vi');
  });

  it.each(['/sorrento/', '/dining/bistro/', '/accommodation/amalfi/', '/contact/', '/gallery/'])(
    'ignores the browser language on %s',
    (pathname) => {
      expect(resolveInitialLanguage({ stored: null, browserLanguages: ['vi-VN'], pathname })).toBe('en');
    },
  );

  it('an explicit stored choice wins everywhere, both ways', () => {
    expect(resolveInitialLanguage({ stored: 'en', browserLanguages: ['vi-VN'], pathname: '/' })).toBe('en');
    expect(resolveInitialLanguage({ stored: 'vi', browserLanguages: ['en-US'], pathname: '/contact/' })).toBe('vi');
  });

  it('ignores a corrupt stored value', () => {
    expect(resolveInitialLanguage({ stored: 'fr', browserLanguages: ['en-US'], pathname: '/' })).toBe('en');
    expect(resolveInitialLanguage({ stored: 'garbage', browserLanguages: ['vi'], pathname: '/' })).toBe('vi');
  });

  it('only the first browser language counts', () => {
    expect(browserPrefersVietnamese(['en-US', 'vi'])).toBe(false);
    expect(browserPrefersVietnamese(['VI-vn'])).toBe(true);
    expect(browserPrefersVietnamese([])).toBe(false);
  });
});

describe('paths', () => {
  it('normalises to a trailing slash and drops query and hash', () => {
    expect(normalisePath('/dining')).toBe('/dining/');
    expect(normalisePath('/dining/?x=1#y')).toBe('/dining/');
    expect(normalisePath('')).toBe('/');
  });

  it('detects only home and the two chooser pages', () => {
    expect(detectsBrowserLanguage('/')).toBe(true);
    expect(detectsBrowserLanguage('/dining/skybar/')).toBe(false);
  });
});
