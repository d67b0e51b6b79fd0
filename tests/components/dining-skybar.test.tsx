import { act, fireEvent, screen, within } from '@testing-library/react';
import { SkybarActions } from '@/components/dining/skybar-actions';
import { site } from '@/content/site';
import { renderWithIntl } from '@/tests/utils/intl';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const originalUserAgent = navigator.userAgent;

function setUserAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

const actions = () => screen.getByTestId('skybar-actions');
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('SkyBar buttons (REQUIREMENTS §4 "Sky bar page")', () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
    setUserAgent(originalUserAgent);
    open = jest.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
  });

  afterEach(() => {
    open.mockRestore();
    jest.useRealTimers();
  });

  it('starts with SERVICES (to the services page) and MENU', () => {
    renderWithIntl(<SkybarActions />);
    expect(within(actions()).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/dining/skybar/services/');
    expect(within(actions()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Food menu/ })).not.toBeInTheDocument();
  });

  it('swaps in the menu options after a 0.4 s fade, ignoring clicks meanwhile, and back returns', () => {
    renderWithIntl(<SkybarActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(actions()).toHaveAttribute('aria-busy', 'true');
    // A second click during the fade changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    advance(399);
    expect(screen.queryByRole('link', { name: /Food menu/ })).not.toBeInTheDocument();
    advance(1);
    const food = screen.getByRole('link', { name: /Food menu/ });
    expect(food).toHaveAttribute('href', '/assets/menus/amalfi/skybar/food.pdf');
    expect(food).toHaveAttribute('target', '_blank');
    expect(food).toHaveAttribute('rel', 'noopener noreferrer');
    expect(food).toHaveFocus();
    expect(screen.getByRole('link', { name: /Drink menu/ })).toHaveAttribute('href', '/assets/menus/amalfi/skybar/drinks.pdf');
    expect(screen.getByRole('link', { name: /Leave a review/ })).toHaveAttribute('href', site.hotels.amalfi.reviewUrl);
    expect(actions()).toHaveAttribute('aria-busy', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'Back to services and menu' }));
    advance(400);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Food menu/ })).not.toBeInTheDocument();
  });

  it('opens a menu PDF in a new tab 0.35 s after the click, locking the buttons until then', () => {
    renderWithIntl(<SkybarActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    advance(400);
    const food = screen.getByRole('link', { name: /Food menu/ });
    const notPrevented = fireEvent.click(food);
    expect(notPrevented).toBe(false); // the browser does not follow it at once
    expect(actions()).toHaveAttribute('aria-busy', 'true');
    // Clicks during the wait are ignored: no second window, no swap.
    fireEvent.click(screen.getByRole('link', { name: /Drink menu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Back to services and menu' }));
    advance(349);
    expect(open).not.toHaveBeenCalled();
    advance(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('http://localhost/assets/menus/amalfi/skybar/food.pdf', '_blank');
    expect(actions()).toHaveAttribute('aria-busy', 'false');
    advance(1000);
    expect(screen.getByRole('link', { name: /Food menu/ })).toBeInTheDocument();
  });

  it('leaves ctrl/cmd-clicks to the browser', () => {
    renderWithIntl(<SkybarActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    advance(400);
    expect(fireEvent.click(screen.getByRole('link', { name: /Drink menu/ }), { ctrlKey: true })).toBe(true);
    advance(1000);
    expect(open).not.toHaveBeenCalled();
  });

  it('swaps at once under reduced motion', () => {
    setReducedMotion(true);
    renderWithIntl(<SkybarActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: /Food menu/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to services and menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('opens the map from the address chip in a new tab, after the same delay', () => {
    renderWithIntl(<SkybarActions />);
    const address = screen.getByTestId('address-chip');
    expect(address).toHaveAttribute('href', site.hotels.amalfi.mapUrl);
    expect(address).toHaveAttribute('target', '_blank');
    fireEvent.click(address);
    advance(350);
    expect(open).toHaveBeenCalledWith(site.hotels.amalfi.mapUrl, '_blank');
  });

  it('shows the phone number as text on a desktop browser', () => {
    renderWithIntl(<SkybarActions />);
    const chip = screen.getByTestId('phone-chip');
    expect(chip.tagName).toBe('SPAN');
    expect(chip).toHaveTextContent(site.hotline.display);
    expect(screen.queryByRole('link', { name: new RegExp(site.hotline.display.replace(/\+/g, '\\+')) })).not.toBeInTheDocument();
  });

  it('makes the phone number a tel: link on a phone', () => {
    setUserAgent(IPHONE);
    renderWithIntl(<SkybarActions />);
    const chip = screen.getByTestId('phone-chip');
    expect(chip.tagName).toBe('A');
    expect(chip).toHaveAttribute('href', `tel:${site.hotline.e164}`);
  });

  it("labels the group's shared number as the hotline, in both languages", () => {
    renderWithIntl(<SkybarActions />);
    expect(screen.getByTestId('phone-chip')).toHaveTextContent(`Hotline${site.hotline.display}`);
  });

  it('labels the hotline in Vietnamese', () => {
    renderWithIntl(<SkybarActions />, { language: 'vi' });
    expect(screen.getByTestId('phone-chip')).toHaveTextContent(`Đường dây nóng${site.hotline.display}`);
  });

  it('speaks Vietnamese when the site does', () => {
    renderWithIntl(<SkybarActions />, { language: 'vi' });
    expect(screen.getByRole('link', { name: 'Dịch vụ' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Thực đơn' }));
    advance(400);
    expect(screen.getByRole('link', { name: /Thực đơn món ăn/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Để lại đánh giá/ })).toBeInTheDocument();
  });
});
