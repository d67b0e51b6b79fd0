/**
 * The head script that decides, before first paint, whether a visitor belongs on this page's twin
 * (docs/DECISIONS.md "Language"). Run as the browser runs it: its serialised source against a fake window.
 */
import { landing, landingScript } from '@/lib/i18n/landing-script';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';

interface Visit {
  lang: 'en' | 'vi';
  path: string;
  stored?: string | null;
  browser?: string[];
  search?: string;
  storageBlocked?: boolean;
}

function visit({ lang, path, stored = null, browser = ['en-US'], search = '', storageBlocked = false }: Visit) {
  const replaced: string[] = [];
  const store = new Map<string, string>(stored ? [[LANGUAGE_STORAGE_KEY, stored]] : []);
  let clickListener: ((event: { target: unknown }) => void) | undefined;
  const root = { lang, style: { visibility: '' } };
  const fakeDocument = {
    documentElement: root,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'click') clickListener = listener;
    },
  };
  const fakeStorage = {
    getItem: (key: string) => {
      if (storageBlocked) throw new Error('SecurityError');
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageBlocked) throw new Error('SecurityError');
      store.set(key, value);
    },
  };
  const fakeLocation = { pathname: path, search, hash: '', replace: (url: string) => replaced.push(url) };
  const fakeNavigator = { languages: browser, language: browser[0] };
  const run = new Function('document', 'location', 'localStorage', 'navigator', 'addEventListener', `return (${String(landing)})`)(
    fakeDocument,
    fakeLocation,
    fakeStorage,
    fakeNavigator,
    () => undefined,
  ) as typeof landing;
  run({ key: LANGUAGE_STORAGE_KEY, detect: ['/', '/dining/', '/accommodation/'] });
  const clickLink = (choice: string) =>
    clickListener?.({ target: { closest: (selector: string) => (selector.includes('data-language-choice') ? { getAttribute: () => choice } : null) } });
  return { replaced, hidden: root.style.visibility === 'hidden', stored: () => store.get(LANGUAGE_STORAGE_KEY) ?? null, clickLink };
}

describe('landing: which language a visitor lands in', () => {
  it.each(['/', '/dining/', '/accommodation/'])('a vi browser with no choice is taken from %s to its Vietnamese twin, unpainted', (path) => {
    const result = visit({ lang: 'en', path, browser: ['vi-VN', 'en'], search: '?utm=x' });
    expect(result.replaced).toEqual([`/vi${path}?utm=x`]);
    expect(result.hidden).toBe(true);
  });

  it.each(['/contact/', '/dining/bistro/', '/accommodation/sorrento/', '/gallery/'])('never on other pages (%s)', (path) => {
    expect(visit({ lang: 'en', path, browser: ['vi-VN'] }).replaced).toEqual([]);
  });

  it('reads the first browser language in any casing', () => {
    expect(visit({ lang: 'en', path: '/', browser: ['VI-vn'] }).replaced).toEqual(['/vi/']);
  });

  it('a browser whose first language is not Vietnamese stays (crawlers too)', () => {
    expect(visit({ lang: 'en', path: '/', browser: ['en-US', 'vi'] }).replaced).toEqual([]);
    expect(visit({ lang: 'en', path: '/', browser: [] }).replaced).toEqual([]);
  });

  it('a stored choice picks the landing language on the English entry pages only', () => {
    expect(visit({ lang: 'en', path: '/', stored: 'vi' }).replaced).toEqual(['/vi/']);
    expect(visit({ lang: 'en', path: '/dining/', stored: 'vi', browser: ['en-US'] }).replaced).toEqual(['/vi/dining/']);
    expect(visit({ lang: 'en', path: '/accommodation/', stored: 'vi' }).replaced).toEqual(['/vi/accommodation/']);
    expect(visit({ lang: 'en', path: '/', stored: 'en', browser: ['vi-VN'] }).replaced).toEqual([]);
  });

  it('the URL decides anywhere else: a followed link opens in its own language, whatever was stored', () => {
    // Issue 27: a visitor with English stored who opens a shared /vi/ link sees Vietnamese, and back.
    expect(visit({ lang: 'en', path: '/gallery/', stored: 'vi' }).replaced).toEqual([]);
    expect(visit({ lang: 'vi', path: '/vi/gallery/', stored: 'en', browser: ['en-US'] }).replaced).toEqual([]);
    expect(visit({ lang: 'vi', path: '/vi/', stored: 'en' }).replaced).toEqual([]);
    expect(visit({ lang: 'vi', path: '/vi/dining/', stored: 'en' }).replaced).toEqual([]);
    expect(visit({ lang: 'en', path: '/accommodation/amalfi/premium-room-sea-view/', stored: 'vi', browser: ['vi-VN'] }).replaced).toEqual([]);
  });

  it('a Vietnamese page is never left without a stored English choice', () => {
    expect(visit({ lang: 'vi', path: '/vi/dining/', browser: ['en-US'] }).replaced).toEqual([]);
  });

  it('ignores a corrupt stored value and blocked storage', () => {
    expect(visit({ lang: 'en', path: '/contact/', stored: 'fr' }).replaced).toEqual([]);
    expect(visit({ lang: 'en', path: '/', browser: ['vi'], storageBlocked: true }).replaced).toEqual(['/vi/']);
  });

  it('remembers a choice made with a language link before the framework has started', () => {
    const page = visit({ lang: 'vi', path: '/vi/', browser: ['vi-VN'] });
    page.clickLink('en');
    expect(page.stored()).toBe('en');
    // ... so English home, its next stop, does not send a Vietnamese browser back.
    expect(visit({ lang: 'en', path: '/', stored: page.stored(), browser: ['vi-VN'] }).replaced).toEqual([]);
  });

  it('is one self-contained inline script', () => {
    expect(landingScript()).toMatch(/^\(function landing\(config\) \{/);
    expect(landingScript()).toContain(JSON.stringify(LANGUAGE_STORAGE_KEY));
  });
});
