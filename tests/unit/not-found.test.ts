import vi from '@/messages/vi.json';
import { notFoundScript, notFoundTarget } from '@/lib/not-found';

describe('notFoundTarget (DECISIONS #3)', () => {
  it.each([
    ['/accommodation/sorrento/penthouse/', '/accommodation/sorrento/'],
    ['/accommodation/sorrento/penthouse', '/accommodation/sorrento/'],
    ['/accommodation/amalfi/Timeless%20Room/', '/accommodation/amalfi/'],
    ['/accommodation/amalfi/x/y/', '/accommodation/amalfi/'],
    ['/accommodation/sorrento/rooms/', '/accommodation/sorrento/'],
  ])('an unknown room %s goes to its hotel list %s', (path, target) => {
    expect(notFoundTarget(path)).toBe(target);
  });

  it.each(['/nothing-here/', '/accommodation/rome/suite/', '/dining/pizzeria/', '/%E0%A4%A/', '/sorrento/rooms/x/'])('anything else (%s) goes home', (path) => {
    expect(notFoundTarget(path)).toBe('/');
  });
});

describe('notFoundTarget in Vietnamese and in other casings', () => {
  it.each([
    ['/vi/accommodation/amalfi/penthouse/', '/vi/accommodation/amalfi/'],
    ['/vi/nothing-here/', '/vi/'],
    ['/vi/dining/pizzeria', '/vi/'],
  ])('%s stays in Vietnamese: %s', (path, target) => {
    expect(notFoundTarget(path)).toBe(target);
  });

  it.each([
    ['/accommodation/sorrento/Family-Suite/', '/accommodation/sorrento/family-suite/'],
    ['/accommodation/amalfi/PREMIUM-ROOM-SEA-VIEW/', '/accommodation/amalfi/premium-room-sea-view/'],
    ['/vi/accommodation/amalfi/Premium-Room-Sea-View', '/vi/accommodation/amalfi/premium-room-sea-view/'],
    ['/VI/Dining/', '/vi/dining/'],
    ['/Gallery', '/gallery/'],
  ])('a real page in another casing (%s) goes to that page', (path, target) => {
    expect(notFoundTarget(path)).toBe(target);
  });

  it('a page that should exist but is missing goes home instead of looping', () => {
    expect(notFoundTarget('/gallery/')).toBe('/');
    expect(notFoundTarget('/vi/accommodation/sorrento/family-suite/')).toBe('/vi/accommodation/sorrento/');
  });
});

describe('the head script of 404.html', () => {
  /** Runs the script as the browser would, on an address; returns what it changed and where it went. */
  const run = (pathname: string) => {
    const state = { lang: 'en', title: 'Page not found | Vela Hotels', replaced: '' };
    const document = {
      documentElement: {
        set lang(value: string) {
          state.lang = value;
        },
      },
      set title(value: string) {
        state.title = value;
      },
    };
    const location = { pathname, replace: (to: string) => (state.replaced = to) };
    new Function('location', 'document', notFoundScript())(location, document);
    return state;
  };

  it('on a /vi/ address, turns the page Vietnamese before sending the visitor on in Vietnamese', () => {
    expect(run('/vi/no-such-page/')).toEqual({ lang: 'vi', title: `${vi.Meta.notFound.title} | Vela Hotels`, replaced: '/vi/' });
    expect(run('/VI/accommodation/amalfi/penthouse/')).toMatchObject({ lang: 'vi', replaced: '/vi/accommodation/amalfi/' });
  });

  it('leaves an English address English', () => {
    expect(run('/no-such-page/')).toEqual({ lang: 'en', title: 'Page not found | Vela Hotels', replaced: '/' });
  });
});
