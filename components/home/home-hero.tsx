'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent, ReactNode } from 'react';
import { LanguageLink } from '@/components/i18n/language-link';
import { LinkButton } from '@/components/ui/link-button';
import { WELCOME_SECTION_ID } from '@/content/home';
import { site } from '@/content/site';
import { LANGUAGES } from '@/lib/i18n/language';
import { prefersReducedMotion } from '@/lib/motion';
import { HeroVideo } from './hero-video';
import styles from './home-hero.module.css';
import { WAIT_FOR_ANIMATION } from '@/lib/page-contract.mjs';

/**
 * Full-screen opening of the home page (docs/REQUIREMENTS.md §2 "Home"): the poster image is always there
 * (it is the LCP element), the video is layered on top when allowed, the centred logo fades in after
 * 1 s and the swipe-down arrow after 3 s. The arrow scrolls to the welcome section.
 * The navbar stays hidden at the top of home (docs/REQUIREMENTS.md §4), so the hero itself carries what a guest needs
 * on the first screen: "Book your stay" and the EN/VI choice, both plain links that work before the
 * scripts load (the language links are the twin page's address, remembered by the head script).
 */
export function HomeHero({ poster }: { poster: ReactNode }) {
  const t = useTranslations('HomePage.hero');
  const tNav = useTranslations('Navbar');
  const tLanguage = useTranslations('Language');

  const scrollToWelcome = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(WELCOME_SECTION_ID);
    if (!target) return; // the plain anchor still works
    event.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.poster}>{poster}</div>
      <HeroVideo src={site.heroVideo.src} srcMobile={site.heroVideo.srcMobile} />
      <div className={styles.shade} aria-hidden="true" />
      <nav className={styles.languages} aria-label={tLanguage('label')}>
        {LANGUAGES.map((code) => (
          <LanguageLink key={code} code={code} className={styles.languageLink} currentClassName={styles.languageCurrent}>
            <span aria-hidden="true">{code === 'en' ? tLanguage('enShort') : tLanguage('viShort')}</span>
            <span className="visually-hidden">{tLanguage(code)}</span>
          </LanguageLink>
        ))}
      </nav>
      {/* The framework's scripts wait until this fade-in has begun (scripts/defer-hydration.mjs): the
          first second belongs to the poster and the logo; the video is set up after that. */}
      <div className={styles.centre} {...{ [WAIT_FOR_ANIMATION]: '' }}>
        <h1 id="home-title" className={styles.logo}>
          {/* eslint-disable-next-line @next/next/no-img-element -- the brand emblem, a small SVG */}
          <img src="/brand/logo-light.svg" alt="" width={88} height={88} className={styles.emblem} />
          <span className={styles.wordmark}>
            <span className={styles.brand}>{site.brand}</span> <span className={styles.brandSub}>Hotels</span>
          </span>
        </h1>
        <p className={styles.tagline}>{t('tagline')}</p>
        <LinkButton href="/contact/" variant="light" className={styles.book} data-testid="hero-book">
          {tNav('bookYourStay')}
        </LinkButton>
      </div>
      <a href={`#${WELCOME_SECTION_ID}`} className={styles.arrow} onClick={scrollToWelcome}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
        <span className="visually-hidden">{t('scrollDown')}</span>
      </a>
    </section>
  );
}
