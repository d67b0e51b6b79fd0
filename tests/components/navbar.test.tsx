import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '@/components/layout/navbar';
import { renderWithLanguage } from '../utils/intl';

// The page the navbar is on (next/navigation follows jsdom's location: tests/jest.setup.ts).
const openPage = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  openPage('/dining/');
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
    openPage('/amalfi/');
    renderWithLanguage(<Navbar />);
    const locations = screen.getByRole('navigation', { name: 'Our hotels' });
    expect(within(locations).getByRole('link', { name: 'Amalfi' })).toHaveAttribute('aria-current', 'page');
    expect(within(locations).getByRole('link', { name: 'Sorrento' })).not.toHaveAttribute('aria-current');
  });

  it('is hidden at the top of home and shown on other routes', () => {
    openPage('/');
    const { unmount } = renderWithLanguage(<Navbar />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-visible', 'false');
    unmount();
    openPage('/offers/');
    renderWithLanguage(<Navbar />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-visible', 'true');
  });

  it('marks the active location on a Vietnamese page too, with Vietnamese links', () => {
    openPage('/vi/amalfi/');
    renderWithLanguage(<Navbar />);
    const locations = screen.getByRole('navigation', { name: 'Khách sạn của chúng tôi' });
    expect(within(locations).getByRole('link', { name: 'Amalfi' })).toHaveAttribute('aria-current', 'page');
    expect(within(locations).getByRole('link', { name: 'Amalfi' })).toHaveAttribute('href', '/vi/amalfi/');
    expect(screen.getByRole('link', { name: /Vela Hotels, trang chủ/ })).toHaveAttribute('href', '/vi/');
  });

  it('the mobile menu is an HTML popover opened by the menu button, so it works before scripts', () => {
    renderWithLanguage(<Navbar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('popovertarget', 'site-menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('popover', 'auto');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('id', 'site-menu');
  });

  it('choosing a language switches the labels and the links', async () => {
    const user = userEvent.setup();
    renderWithLanguage(<Navbar />);
    await act(async () => {
      await user.click(screen.getByRole('link', { name: /Tiếng Việt/ }));
    });
    expect(window.location.pathname).toBe('/vi/dining/');
    expect(screen.getAllByRole('link', { name: 'Đặt phòng ngay' })[0]).toHaveAttribute('href', '/vi/contact/');
    expect(screen.getByRole('navigation', { name: 'Điều hướng chính' })).toBeInTheDocument();
  });
});
