import { DETECTION_PATHS, languageFromPath, localizePath, neutralPath, normalisePath } from '@/lib/i18n/language';

describe('the language of a URL', () => {
  it.each([
    ['/', 'en'],
    ['/dining/', 'en'],
    ['/en/dining', 'en'], // how Next renders an English page before postbuild moves it to /dining/
    ['/vi', 'vi'],
    ['/vi/', 'vi'],
    ['/vi/dining/bistro/', 'vi'],
    ['/vietnam/', 'en'],
    ['/visit/', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });

  it.each([
    ['/', '/'],
    ['/vi', '/'],
    ['/vi/', '/'],
    ['/en', '/'],
    ['/en/dining', '/dining/'],
    ['/vi/accommodation/amalfi/premium-room-sea-view/', '/accommodation/amalfi/premium-room-sea-view/'],
    ['/vietnam', '/vietnam/'],
  ])('%s without its language is %s', (path, neutral) => {
    expect(neutralPath(path)).toBe(neutral);
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'vi', '/vi/'],
    ['/', 'en', '/'],
    ['/dining/', 'vi', '/vi/dining/'],
    ['/dining/', 'en', '/dining/'],
    ['/vi/dining/', 'en', '/dining/'],
    ['/vi/dining/', 'vi', '/vi/dining/'],
    ['/contact/?hotel=amalfi&room=x#form', 'vi', '/vi/contact/?hotel=amalfi&room=x#form'],
    ['/vi/contact/?hotel=amalfi', 'en', '/contact/?hotel=amalfi'],
  ] as const)('%s in %s is %s', (href, language, expected) => {
    expect(localizePath(href, language)).toBe(expected);
  });

  it.each(['#welcome', 'tel:+84900000000', 'mailto:x@y.z', 'https://maps.example/x', '//cdn.example/x.mp4'])('leaves %s alone', (href) => {
    expect(localizePath(href, 'vi')).toBe(href);
  });
});

describe('paths', () => {
  it('detection happens on home and the two chooser pages only (landing-script.ts applies it)', () => {
    expect([...DETECTION_PATHS]).toEqual(['/', '/dining/', '/accommodation/']);
  });

  it('normalises to a trailing slash and drops query and hash', () => {
    expect(normalisePath('/dining')).toBe('/dining/');
    expect(normalisePath('/dining/?x=1#y')).toBe('/dining/');
    expect(normalisePath('')).toBe('/');
  });
});
