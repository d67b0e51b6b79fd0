import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { site } from '@/content/site';
import { SKYBAR_SERVICES } from '@/content/venues';
import card from '@/components/ui/image-card.module.css';
import styles from './skybar-services.module.css';

/** /dining/skybar/services: Live DJ nights, happy hour and rooftop dining, in alternating rows. */
export function SkybarServicesPage() {
  const t = useTranslations('SkybarServicesPage');
  return (
    <>
      <PageHero
        image="skybar-services-hero"
        back={{ href: '/dining/skybar/', label: t('back') }}
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('tagline')}
      />
      <section className={`container ${styles.services}`} aria-labelledby="services-welcome">
        <SectionHeading id="services-welcome" eyebrow={t('welcomeEyebrow')} title={t('welcomeTitle')} intro={t('welcome')} />
        <ul className={styles.serviceList}>
          {SKYBAR_SERVICES.map((service, index) => (
            <li key={service.key}>
              <Reveal as="article" className={clsx(styles.serviceRow, index % 2 === 1 && styles.serviceRowReverse)}>
                <div className={styles.serviceMedia}>
                  <ResponsiveImage id={service.image} sizes="(min-width: 768px) 50vw, 100vw" />
                </div>
                <div className={styles.serviceBody}>
                  <p className={card.kicker}>{t(`${service.key}.kicker`)}</p>
                  <h2 className={styles.serviceTitle}>{t(`${service.key}.title`)}</h2>
                  <p className={card.description}>{t(`${service.key}.description`)}</p>
                  <p className={styles.note}>{t(`${service.key}.note`, { phone: site.skybarPhone.display })}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
        <div className={styles.servicesCta}>
          <LinkButton href="/dining/skybar/" variant="primary">
            {t('seeMenus')}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
