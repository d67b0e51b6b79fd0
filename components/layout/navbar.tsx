'use client';

import clsx from 'clsx';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { usePopover } from '@/hooks/use-popover';
import { BOOKING_HREF, LOCATION_LINKS, MAIN_LINKS } from '@/content/navigation';
import { site } from '@/content/site';
import { NAV_SCROLL_ENABLE_DELAY_MS, activeLocation, initialNavVisibility, nextNavVisibility, type NavVisibility } from '@/lib/navbar-visibility';
import { LanguageSwitcher } from './language-switcher';
import styles from './navbar.module.css';

export function Navbar() {
  const t = useTranslations('Navbar');
  // The language-neutral path: `/vi/amalfi/` is the Amalfi route too.
  const { path } = useLanguage();
  const location = activeLocation(path);
  const [visibility, setVisibility] = useState<NavVisibility>(() => initialNavVisibility(path));
  // The mobile menu is an HTML popover: it opens from first paint, before the framework loads.
  const { ref: menu, open: menuOpen, hide: closeMenu } = usePopover<HTMLElement>();
  const enabled = useRef(false);

  // Every navigation: back to the route's default, scroll handling re-enabled after the delay,
  // mobile menu closed (docs/REQUIREMENTS.md §4).
  useEffect(() => {
    enabled.current = false;
    // Resetting on route change is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisibility({ ...initialNavVisibility(path), lastY: window.scrollY });
    closeMenu();
    const timer = window.setTimeout(() => {
      enabled.current = true;
    }, NAV_SCROLL_ENABLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path, closeMenu]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setVisibility((state) => nextNavVisibility(state, { y: window.scrollY, now: performance.now(), pathname: path, enabled: enabled.current }));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [path]);

  const current = (href: string) => (path === href ? 'page' : path.startsWith(href) ? 'true' : undefined);

  const locationLinks = (className?: string) =>
    LOCATION_LINKS.map((link) => (
      <Link
        key={link.key}
        href={link.href}
        className={clsx(className, location === link.key && styles.active)}
        aria-current={current(link.href)}
        onClick={closeMenu}
      >
        {t(link.key)}
      </Link>
    ));

  return (
    <header className={clsx(styles.bar, (visibility.visible || menuOpen) && styles.visible)} data-visible={visibility.visible || menuOpen}>
      <div className={clsx('container', styles.top)}>
        <nav aria-label={t('locations')} className={styles.locations}>
          {locationLinks(styles.locationLink)}
        </nav>
        <Link href="/" className={styles.logo} onClick={closeMenu}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG emblem */}
          <img src="/brand/logo-light.svg" alt="" width={36} height={36} className={styles.emblem} />
          <span className={styles.wordmark}>
            <span className={styles.brand}>{site.brand}</span>
            <span className={styles.brandSub}>Hotels</span>
          </span>
          <span className="visually-hidden">{t('home', { brand: site.brand })}</span>
        </Link>
        <div className={styles.actions}>
          <Link href={BOOKING_HREF} className={styles.book} onClick={closeMenu}>
            {/* Phones show the short label, so booking is one tap from every page (CSS picks one). */}
            <span className={styles.bookLong}>{t('bookYourStay')}</span>
            <span className={styles.bookShort}>{t('bookShort')}</span>
          </Link>
          <LanguageSwitcher onChosen={closeMenu} />
          <button type="button" className={styles.menuButton} popoverTarget="site-menu" aria-expanded={menuOpen} aria-controls="site-menu">
            <span className={clsx(styles.burger, menuOpen && styles.burgerOpen)} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{menuOpen ? t('closeMenu') : t('openMenu')}</span>
          </button>
        </div>
      </div>
      {/* On desktop the drop row; on phones the full-screen menu (navbar.module.css). */}
      <nav ref={menu} id="site-menu" popover="auto" aria-label={t('primary')} className={styles.row}>
        <div className={clsx('container', styles.rowInner)}>
          <div className={styles.mobileLocations}>{locationLinks(styles.mobileLocationLink)}</div>
          <ul className={styles.links}>
            {MAIN_LINKS.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className={clsx(styles.link, path.startsWith(link.href) && styles.active)}
                  aria-current={current(link.href)}
                  onClick={closeMenu}
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={BOOKING_HREF} className={styles.mobileBook} onClick={closeMenu}>
            {t('bookYourStay')}
          </Link>
        </div>
      </nav>
    </header>
  );
}
