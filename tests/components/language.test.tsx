import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslations } from 'next-intl';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';
import { renderWithLanguage } from '../utils/intl';

function Probe() {
  const t = useTranslations('Navbar');
  return <p data-testid="probe">{t('bookYourStay')}</p>;
}

const setBrowserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  setBrowserLanguages(['en-US']);
  window.history.replaceState(null, '', '/');
});

describe('LanguageProvider and the EN/VI switch', () => {
  it('starts in English and switches live, remembering the explicit choice', async () => {
    const user = userEvent.setup();
    renderWithLanguage(
      <>
        <LanguageSwitcher />
        <Probe />
      </>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Book your stay');
    expect(document.documentElement.lang).toBe('en');

    const toggle = screen.getByRole('button', { name: 'Language: EN' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /Tiếng Việt/ }));

    expect(screen.getByTestId('probe')).toHaveTextContent('Đặt phòng ngay');
    expect(document.documentElement.lang).toBe('vi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    // choosing closes the dropdown and gives focus back to its button
    const viToggle = screen.getByRole('button', { name: 'Ngôn ngữ: VI' });
    expect(viToggle).toHaveAttribute('aria-expanded', 'false');
    expect(viToggle).toHaveFocus();
  });

  it('closes the dropdown with Escape and returns focus', async () => {
    const user = userEvent.setup();
    renderWithLanguage(<LanguageSwitcher />);
    const toggle = screen.getByRole('button', { name: 'Language: EN' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('applies a stored choice after hydration', async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'vi');
    window.history.replaceState(null, '', '/contact/');
    await act(async () => {
      renderWithLanguage(<Probe />);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('Đặt phòng ngay');
  });

  it('follows a Vietnamese browser on home but not on a hotel page', async () => {
    setBrowserLanguages(['vi-VN', 'en']);
    await act(async () => {
      renderWithLanguage(<Probe />);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('Đặt phòng ngay');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('keeps English on a page without detection', async () => {
    setBrowserLanguages(['vi-VN']);
    window.history.replaceState(null, '', '/sorrento/');
    await act(async () => {
      renderWithLanguage(<Probe />);
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('Book your stay');
  });
});
