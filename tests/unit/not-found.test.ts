import { notFoundTarget } from '@/lib/not-found';

describe('notFoundTarget (DESIGN decision 3)', () => {
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
