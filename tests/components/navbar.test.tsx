import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '@/components/layout/navbar';
import { renderWithLanguage } from '../utils/intl';

let mockPathname = '/dining/';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => {
  mockPathname = '/dining/';
  window.localStorage.clear();
});

describe('Navbar', () => {
  it('has the logo, both locations, the seven links, BOOK YOUR STAY and the language switch', () => {
    renderWithLanguage(<Navbar />);
    expect(screen.getByRole('link', { name: /Vela Hotels, home/ })).toHaveAttribute('href', '/');
    const locations = screen.getByRole('navigation', { name: 'Our hotels' });
    expect(within(locations).getByRole('link', { name: 'Sorrento' })).toHaveAttribute('href', '/sorrento/');
    expect(within(locations).getByRole('link', { name: 'Amalfi' })).toHaveAttribute('href', '/amalfi/');
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Accommodation', '/accommodation/'],
        ['Dining', '/dining/'],
        ['Amenities', '/amenities/'],
        ['Offers', '/offers/'],
        ['Explore', '/explore/'],
        ['Gallery', '/gallery/'],
        ['Contact', '/contact/'],
      ]),
    );
    expect(screen.getAllByRole('link', { name: 'Book your stay' })[0]).toHaveAttribute('href', '/contact/');
    expect(screen.getByRole('button', { name: 'Language: EN' })).toBeInTheDocument();
  });

  it('marks the current page and the active location', () => {
    mockPathname = '/amalfi/';
    renderWithLanguage(<Navbar />);
    const locations = screen.getByRole('navigation', { name: 'Our hotels' });
    expect(within(locations).getByRole('link', { name: 'Amalfi' })).toHaveAttribute('aria-current', 'page');
    expect(within(locations).getByRole('link', { name: 'Sorrento' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden at the top of home and shown on other routes', () => {
    mockPathname = '/';
    const { unmount } = renderWithLanguage(<Navbar />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-visible', 'false');
    unmount();
    mockPathname = '/offers/';
    renderWithLanguage(<Navbar />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-visible', 'true');
  });

  it('opens and closes the mobile menu with the button and Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithLanguage(<Navbar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('choosing a language closes the mobile menu and switches the labels', async () => {
    const user = userEvent.setup();
    renderWithLanguage(<Navbar />);
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Language: EN' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: /Tiếng Việt/ }));
    });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('link', { name: 'Đặt phòng ngay' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Điều hướng chính' })).toBeInTheDocument();
  });
});
