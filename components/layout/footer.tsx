import type { Language } from '@/lib/i18n/language';
import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { MAIN_LINKS } from '@/content/navigation';
import { MessengerLinks } from '@/components/ui/messenger-links';
import { formatAddress, site, type Phone } from '@/content/site';
import styles from './footer.module.css';

function PhoneLine({ label, phone }: { label: string; phone: Phone }) {
  return (
    <li>
      <span className={styles.label}>{label}</span>
      <a href={`tel:${phone.e164}`}>{phone.display}</a>
    </li>
  );
}

/** docs/REQUIREMENTS.md §2 "Shared footer": both hotels' contacts, the sky bar, the general e-mail, copyright, main site, privacy. */
export function Footer() {
  const t = useTranslations('Footer');
  const nav = useTranslations('Navbar');
  const common = useTranslations('Common');
  const language = useLocale() as Language;
  const { sorrento, amalfi } = site.hotels;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brandBlock}>
          <Link href="/" className={styles.logo}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG emblem */}
            <img src="/brand/logo-light.svg" alt="" width={44} height={44} />
            <span>{site.brand} Hotels</span>
          </Link>
          <p className={styles.tagline}>{t('tagline')}</p>
        </div>

        <section aria-labelledby="footer-sorrento" className={styles.column}>
          <h2 id="footer-sorrento" className={styles.heading}>
            {t('sorrento', { brand: site.brand })}
          </h2>
          <address className={styles.address}>{formatAddress('sorrento', language)}</address>
          <ul className={styles.list}>
            <PhoneLine label={t('telephone')} phone={sorrento.telephone} />
            <PhoneLine label={t('mobile')} phone={sorrento.mobile} />
          </ul>
          <MessengerLinks hotel="sorrento" tone="light" />
        </section>

        <section aria-labelledby="footer-amalfi" className={styles.column}>
          <h2 id="footer-amalfi" className={styles.heading}>
            {t('amalfi', { brand: site.brand })}
          </h2>
          <address className={styles.address}>{formatAddress('amalfi', language)}</address>
          <ul className={styles.list}>
            <PhoneLine label={t('telephone')} phone={amalfi.telephone} />
            <PhoneLine label={t('skybar')} phone={site.skybarPhone} />
          </ul>
          <MessengerLinks hotel="amalfi" tone="light" />
        </section>

        <section aria-labelledby="footer-contact" className={styles.column}>
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <ul className={styles.list}>
            <li>
              <span className={styles.label}>{t('email')}</span>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
          <nav aria-label={t('explore')}>
            <ul className={styles.links}>
              {MAIN_LINKS.map((link) => (
                <li key={link.key}>
                  <Link href={link.href}>{nav(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: site.copyrightYear, brand: site.brand })}</p>
        <ul className={styles.legal}>
          <li>
            <a href={site.mainSiteUrl} target="_blank" rel="noopener noreferrer">
              {t('mainSite')}
              <span className="visually-hidden"> {common('opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <Link href="/privacy/">{t('privacy')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
