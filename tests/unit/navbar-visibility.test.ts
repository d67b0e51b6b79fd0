import { NAV_COOLDOWN_MS, activeLocation, initialNavVisibility, nextNavVisibility, routeDefaultVisible } from '@/lib/navbar-visibility';

const scroll = (state: ReturnType<typeof initialNavVisibility>, y: number, now: number, pathname = '/', enabled = true) =>
  nextNavVisibility(state, { y, now, pathname, enabled });

describe('navbar visibility (REQUIREMENTS §4)', () => {
  it('is hidden at the top of home and visible elsewhere', () => {
    expect(routeDefaultVisible('/')).toBe(false);
    expect(routeDefaultVisible('/dining/')).toBe(true);
    expect(initialNavVisibility('/').visible).toBe(false);
    expect(initialNavVisibility('/gallery').visible).toBe(true);
  });

  it('ignores scrolling until handling is enabled', () => {
    const s = scroll(initialNavVisibility('/'), 300, 100, '/', false);
    expect(s.visible).toBe(false);
    expect(s.lastY).toBe(300);
  });

  it('scrolling down shows it and starts a cooldown during which scrolling up does not hide it', () => {
    let s = scroll(initialNavVisibility('/'), 200, 1000);
    expect(s.visible).toBe(true);
    expect(s.cooldownUntil).toBe(1000 + NAV_COOLDOWN_MS);
    s = scroll(s, 150, 1500);
    expect(s.visible).toBe(true);
    s = scroll(s, 100, 2001);
    expect(s.visible).toBe(false);
  });

  it('back at position zero it returns to the route default', () => {
    let s = scroll(initialNavVisibility('/'), 400, 0);
    s = scroll(s, 0, 5000);
    expect(s.visible).toBe(false);
    let other = scroll(initialNavVisibility('/offers/'), 400, 0, '/offers/');
    other = scroll(other, 200, 5000, '/offers/');
    expect(other.visible).toBe(false);
    other = scroll(other, 0, 6000, '/offers/');
    expect(other.visible).toBe(true);
  });

  it('derives the active location from the first segment', () => {
    expect(activeLocation('/sorrento/')).toBe('sorrento');
    expect(activeLocation('/amalfi/hotel')).toBe('amalfi');
    expect(activeLocation('/accommodation/amalfi/')).toBeNull();
    expect(activeLocation('/')).toBeNull();
  });
});
