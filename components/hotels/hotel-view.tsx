import type { Language } from '@/lib/i18n/language';
import clsx from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { sectionClass } from '@/components/ui/card-grid';
import { LinkButton } from '@/components/ui/link-button';
import { PageHero } from '@/components/ui/page-hero';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HotelPageContent, ServiceKey } from '@/content/hotels';
import type { ImageId } from '@/content/images';
import { formatAddress, site } from '@/content/site';
import styles from './hotel-page.module.css';
import { MessengerLinks } from '@/components/ui/messenger-links';

export interface ServiceText {
  key: ServiceKey;
  image: ImageId;
  href: string;
  title: string;
  description: string;
  extraDescription: string;
}

/**
 * A hotel page's layout (docs/REQUIREMENTS.md §2 "Sorrento/Amalfi hotel page"): hero with brand + hotel name
 * and a welcome line, "Our Services" cards that fade and rise once at 10 % visible, and the practical
 * facts (address, phones, check-in and check-out, highlights).
 */
export function HotelView({
  content,
  header,
  welcome,
  buttonLabel,
  services,
}: {
  content: HotelPageContent;
  header: string;
  welcome: string;
  buttonLabel: string;
  services: readonly ServiceText[];
}) {
  const t = useTranslations('HotelPage');
  const common = useTranslations('Common');
  const language = useLocale() as Language;
  const hotel = site.hotels[content.key];
  const mobile = 'mobile' in hotel ? hotel.mobile : undefined;
  return (
    <>
      <div className={styles.heroScope}>
        <PageHero
          image={content.heroImage}
          eyebrow={common(content.category === 'boutique' ? 'boutiqueHotel' : 'premierHotel')}
          title={header}
          subtitle={welcome}
        />
      </div>
      <section className={`container ${sectionClass}`} aria-labelledby="services-heading">
        <SectionHeading id="services-heading" eyebrow={t('servicesEyebrow')} title={t('servicesTitle')} />
        <ul className={styles.services}>
          {services.map((service, index) => (
            <li key={service.key}>
              <Reveal as="article" className={clsx(styles.service, index % 2 === 1 && styles.flipped)}>
                <div className={styles.media}>
                  <ResponsiveImage id={service.image} sizes="(min-width: 768px) 50vw, 100vw" />
                </div>
                <div className={styles.body}>
                  <h3 className={styles.title}>{service.title}</h3>
                  <p className={styles.description}>{service.description}</p>
                  <p className={styles.extra}>{service.extraDescription}</p>
                  <div className={styles.actions}>
                    <LinkButton href={service.href} variant="primary">
                      {buttonLabel}
                      <span className="visually-hidden">: {service.title}</span>
                    </LinkButton>
                  </div>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
      </section>
      <section className={clsx(styles.plan, sectionClass)} aria-labelledby="plan-heading">
        <div className="container">
          <SectionHeading id="plan-heading" eyebrow={t('planEyebrow')} title={t('planTitle')} />
          <div className={styles.planGrid}>
            <Reveal className={styles.facts}>
              <dl>
                <div className={styles.wide}>
                  <dt>{t('address')}</dt>
                  <dd>
                    <address>{formatAddress(content.key, language)}</address>
                    <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.textLink}>
                      {t('map')} <span className="visually-hidden">{common('opensInNewTab')}</span>
                    </a>
                  </dd>
                </div>
                {/* Two columns: without a mobile the telephone takes the row, so check-in and
                    check-out stay a pair (check-out sat alone on a row at Amalfi). */}
                <div className={mobile ? undefined : styles.wide}>
                  <dt>{t('telephone')}</dt>
                  <dd>
                    <a href={`tel:${hotel.telephone.e164}`} className={styles.textLink}>
                      {hotel.telephone.display}
                    </a>
                  </dd>
                </div>
                {mobile ? (
                  <div>
                    <dt>{t('mobile')}</dt>
                    <dd>
                      <a href={`tel:${mobile.e164}`} className={styles.textLink}>
                        {mobile.display}
                      </a>
                    </dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('checkIn')}</dt>
                  <dd>{t('checkInValue', { time: content.checkinTime })}</dd>
                </div>
                <div>
                  <dt>{t('checkOut')}</dt>
                  <dd>{t('checkOutValue', { time: content.checkoutTime })}</dd>
                </div>
                <div className={styles.wide}>
                  <dt>{t('chat')}</dt>
                  <dd>
                    <MessengerLinks hotel={content.key} />
                  </dd>
                </div>
              </dl>
              {/* The ways to book sit with the contacts; the highlights card is a list alone. */}
              <div className={styles.actions}>
                <LinkButton href="/contact/" variant="gold">
                  {t('book')}
                </LinkButton>
                <LinkButton href={`/accommodation/${content.key}/`} variant="outline">
                  {t('rooms')}
                </LinkButton>
              </div>
            </Reveal>
            <Reveal className={styles.highlights} delay={120}>
              <h3 className={styles.highlightsTitle}>{t('highlights')}</h3>
              <ul>
                {content.features.map((feature) => (
                  <li key={feature}>{t(`features.${feature}`)}</li>
                ))}
              </ul>
            </Reveal>
          </div>
        </div>
      </section>
    </>
  );
}
