import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { Link } from '@/components/i18n/link';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language';
import { renderWithLanguage } from '../utils/intl';

function Probe() {
  const t = useTranslations('Navbar');
  return (
    <>
      <p data-testid="probe">{t('bookYourStay')}</p>
      <Link href="/contact/">{t('contact')}</Link>
    </>
  );
}

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('LanguageProvider and the EN/VI switch', () => {
  it('renders the language of the URL: English at /dining/, Vietnamese at /vi/dining/', () => {
    window.history.replaceState(null, '', '/vi/dining/');
    renderWithLanguage(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('Đặt phòng ngay');
    expect(document.documentElement.lang).toBe('vi');
    expect(screen.getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('href', '/vi/contact/');
  });

  it('offers the twin pages as real links (hreflang), so the switch works before scripts and for crawlers', () => {
    window.history.replaceState(null, '', '/dining/bistro/');
    renderWithLanguage(<LanguageSwitcher />);
    const toggle = screen.getByRole('button', { name: 'Language: EN' });
    expect(toggle).toHaveAttribute('popovertarget', 'language-menu');
    const menu = document.getElementById('language-menu')!;
    expect(menu).toHaveAttribute('popover', 'auto');
    const vi = within(menu).getByRole('link', { name: /Tiếng Việt/ });
    expect(vi).toHaveAttribute('href', '/vi/dining/bistro/');
    expect(vi).toHaveAttribute('hreflang', 'vi');
    expect(vi).toHaveAttribute('data-language-choice', 'vi');
    expect(within(menu).getByRole('link', { name: /English/ })).toHaveAttribute('href', '/dining/bistro/');
  });

  it('switches live in place: text, links and the address move to the twin, and the choice is remembered', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/dining/?from=home#bistro');
    renderWithLanguage(
      <>
        <LanguageSwitcher />
        <Probe />
      </>,
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Book your stay');
    const before = window.history.length;
    await act(async () => {
      await user.click(screen.getByRole('link', { name: /Tiếng Việt/ }));
    });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/vi/dining/?from=home#bistro');
    expect(window.history.length).toBe(before + 1); // Back returns to English
    expect(screen.getByTestId('probe')).toHaveTextContent('Đặt phòng ngay');
    expect(screen.getByRole('link', { name: 'Liên hệ' })).toHaveAttribute('href', '/vi/contact/');
    expect(document.documentElement.lang).toBe('vi');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    // the dropdown's button, in the new language, has the focus back
    expect(screen.getByRole('button', { name: 'Ngôn ngữ: VI' })).toHaveFocus();

    await act(async () => {
      await user.click(screen.getByRole('link', { name: /English/ }));
    });
    expect(window.location.pathname).toBe('/dining/');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByTestId('probe')).toHaveTextContent('Book your stay');
  });

  it('follows Back to the other language', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/offers/');
    renderWithLanguage(
      <>
        <LanguageSwitcher />
        <Probe />
      </>,
    );
    await act(async () => {
      await user.click(screen.getByRole('link', { name: /Tiếng Việt/ }));
    });
    expect(screen.getByTestId('probe')).toHaveTextContent('Đặt phòng ngay');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.pathname).toBe('/offers/');
    expect(screen.getByTestId('probe')).toHaveTextContent('Book your stay');
  });

  it('before the router has run its effects, leaves the move to the link: remembered, address untouched', () => {
    // A tap between hydration and the App Router's history patch: a pushState then would move the
    // address behind the router's back, so the switch reports that the link must navigate itself.
    window.history.replaceState(null, '', '/offers/');
    const results: boolean[] = [];
    function EarlyChoice() {
      const { setLanguage } = useLanguage();
      // A state initialiser runs once, in the first render: no effect has run yet.
      useState(() => results.push(setLanguage('vi')));
      return null;
    }
    renderWithLanguage(<EarlyChoice />);
    expect(results).toEqual([false]);
    expect(window.location.pathname).toBe('/offers/');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
  });
});
