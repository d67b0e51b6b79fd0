import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/content/site';
import styles from './privacy-notice.module.css';

/** What the inquiry form collects, in the order the form asks for it. */
const COLLECTED = ['name', 'email', 'phone', 'dates', 'guests', 'rooms', 'requests'] as const;

const emailLink = (chunks: ReactNode) => <a href={`mailto:${site.email}`}>{chunks}</a>;

/** /privacy: a plain notice for the booking inquiry form (docs/DECISIONS.md #9). */
export function PrivacyNotice() {
  const t = useTranslations('PrivacyPage');
  const sections: ReadonlyArray<{ id: string; title: string; body: ReactNode }> = [
    { id: 'who', title: t('whoTitle'), body: <p>{t('whoText', { brand: site.brand })}</p> },
    {
      id: 'collected',
      title: t('collectTitle'),
      body: (
        <>
          <p>{t('collectIntro')}</p>
          <ul className={styles.list}>
            {COLLECTED.map((item) => (
              <li key={item}>{t(`collected.${item}`)}</li>
            ))}
          </ul>
          <p>{t('collectNote')}</p>
        </>
      ),
    },
    { id: 'how', title: t('howTitle'), body: <p>{t('howText')}</p> },
    { id: 'why', title: t('whyTitle'), body: <p>{t('whyText')}</p> },
    { id: 'retention', title: t('keepTitle'), body: <p>{t('keepText')}</p> },
    {
      id: 'browser',
      title: t('browserTitle'),
      body: (
        <>
          <p>{t('browserText')}</p>
          <p>{t('linksText')}</p>
        </>
      ),
    },
    { id: 'rights', title: t('rightsTitle'), body: <p>{t.rich('rightsText', { email: emailLink, address: site.email })}</p> },
    { id: 'questions', title: t('contactTitle'), body: <p>{t.rich('contactText', { email: emailLink, address: site.email })}</p> },
  ];

  return (
    <>
      <PageHero image="privacy-hero" compact eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <div className={`container ${styles.wrap}`}>
        <aside className={styles.summary} aria-labelledby="privacy-summary">
          <h2 id="privacy-summary" className={styles.summaryTitle}>
            {t('summaryTitle')}
          </h2>
          <p>{t('summary')}</p>
        </aside>
        {sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`privacy-${section.id}`}>
            <h2 id={`privacy-${section.id}`} className={styles.heading}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </>
  );
}
