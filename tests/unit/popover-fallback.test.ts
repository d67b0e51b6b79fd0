/**
 * @jest-environment jsdom
 */
import { popoverFallback, popoverFallbackScript } from '@/lib/popover-fallback';

// jsdom has no `popover`: the stand-in the head script installs for such browsers is active.
describe('the popover stand-in (browsers without popover)', () => {
  beforeAll(() => {
    document.body.innerHTML = `
      <button id="menu-button" popovertarget="menu" aria-expanded="false">Menu</button>
      <nav id="menu" popover="auto"><a href="/a/">A</a></nav>
      <button id="language-button" popovertarget="language" aria-expanded="false">EN</button>
      <div id="language" popover="auto"><a href="/vi/">VI</a></div>
      <h1>Page</h1>`;
    popoverFallback();
    document.dispatchEvent(new Event('DOMContentLoaded'));
  });
  const el = (id: string) => document.getElementById(id)!;
  const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

  it('renames the popover attributes once the document is parsed, so nothing native is left half-working', () => {
    expect(el('menu')).toHaveAttribute('data-popover', 'auto');
    expect(el('menu')).not.toHaveAttribute('popover');
    expect(el('menu-button')).toHaveAttribute('data-popovertarget', 'menu');
    expect(el('menu-button')).not.toHaveAttribute('popovertarget');
  });

  it('an invoker toggles its menu and aria-expanded; opening one closes the other', () => {
    el('menu-button').click();
    expect(el('menu')).toHaveAttribute('data-open');
    expect(el('menu-button')).toHaveAttribute('aria-expanded', 'true');
    el('language-button').click();
    expect(el('language')).toHaveAttribute('data-open');
    expect(el('menu')).not.toHaveAttribute('data-open');
    expect(el('menu-button')).toHaveAttribute('aria-expanded', 'false');
    el('language-button').click();
    expect(el('language')).not.toHaveAttribute('data-open');
  });

  it('Escape closes and gives focus inside back to the invoker; a click outside closes, one inside does not', () => {
    el('menu-button').click();
    el('menu').querySelector('a')!.focus();
    escape();
    expect(el('menu')).not.toHaveAttribute('data-open');
    expect(document.activeElement).toBe(el('menu-button'));
    el('menu-button').click();
    el('menu')
      .querySelector('a')!
      .addEventListener('click', (e) => e.preventDefault());
    el('menu').querySelector('a')!.click();
    expect(el('menu')).toHaveAttribute('data-open');
    document.querySelector('h1')!.click();
    expect(el('menu')).not.toHaveAttribute('data-open');
  });

  it('is served as one self-contained call', () => {
    expect(popoverFallbackScript()).toMatch(/^\(function popoverFallback\(\) \{[\s\S]*\}\)\(\);$/);
  });
});
