import { isMobileUserAgent } from '@/lib/user-agent';

const UA = {
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPadLegacy: 'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPadOS: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
};

describe('isMobileUserAgent (the phone chip dials only on mobile devices)', () => {
  it.each([
    ['an iPhone', UA.iPhone],
    ['an Android phone', UA.androidPhone],
    ['an Android tablet', UA.androidTablet],
    ['an older iPad', UA.iPadLegacy],
    ['Firefox on Android', UA.firefoxAndroid],
    ['Opera Mini', UA.operaMini],
  ])('is true for %s', (_, ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([
    ['Chrome on Windows', UA.windowsChrome],
    ['Safari on a Mac', UA.macSafari],
    ['Firefox on Linux', UA.linuxFirefox],
    ['headless Chrome', UA.headlessChrome],
  ])('is false for %s', (_, ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });

  it('tells an iPad asking for the desktop site from a Mac by its touch screen', () => {
    expect(isMobileUserAgent(UA.iPadOS, 5)).toBe(true);
    expect(isMobileUserAgent(UA.macSafari, 0)).toBe(false);
  });

  it('is false without a user agent', () => {
    expect(isMobileUserAgent('')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent(null)).toBe(false);
  });
});
