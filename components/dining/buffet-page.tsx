import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CardGrid, sectionClass } from '@/components/ui/card-grid';
import { PageHero } from '@/components/ui/page-hero';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { BUFFET, formatHours, VENUES } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { formatRate } from '@/lib/rates';
import { ChipIcon, LockedVenueChips } from './venue-chips';
import { VenuePanel } from './venue-panel';
import card from '@/components/ui/image-card.module.css';
import styles from './buffet.module.css';
import chipStyles from './venue-chips.module.css';

const SESSIONS = ['breakfast', 'dinner'] as const;

/** /dining/buffet: the Amalfi buffet, 2nd floor (docs/REQUIREMENTS.md §2 "Buffet page", §9 prices). */
export function BuffetPage({ menu }: { menu?: ReactNode }) {
  const t = useTranslations('BuffetPage');
  const chips = useTranslations('VenueChips');
  // Prices in the site's one format per language, as on the room pages ("145,000 ₫" / "145.000 ₫").
  const language = useLocale() as Language;
  const venue = VENUES.buffet;
  const { offers } = BUFFET;
  return (
    <>
      <PageHero
        image={venue.hero}
        back={{ href: '/dining/', label: chips('backToDining') }}
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('delivery', { floor: BUFFET.floor })}
      />
      <VenuePanel>
        <LockedVenueChips
          hotel={venue.hotel}
          phone={venue.phone}
          extra={
            <span className={chipStyles.chip}>
              <ChipIcon name="floor" />
              <span>{t('floor', { floor: BUFFET.floor })}</span>
            </span>
          }
        />
      </VenuePanel>

      <section className={`container ${sectionClass}`} aria-labelledby="buffet-sessions">
        <SectionHeading id="buffet-sessions" eyebrow={t('sessionsEyebrow')} title={t('sessionsTitle')} intro={t('sessionsIntro')} />
        <CardGrid columns={2}>
          {SESSIONS.map((key) => {
            const session = BUFFET.sessions[key];
            return (
              <article key={key} className={styles.sessionCard}>
                <div className={styles.sessionMedia}>
                  <ResponsiveImage id={session.image} sizes="(min-width: 768px) 50vw, 100vw" />
                </div>
                <div className={styles.sessionBody}>
                  <p className={card.kicker}>
                    <span className="visually-hidden">{chips('hours')}: </span>
                    {formatHours(session.hours)}
                  </p>
                  <h3 className={card.title}>{t(`${key}.title`)}</h3>
                  <p className={card.description}>{t(`${key}.description`)}</p>
                  <p className={styles.price}>
                    <strong>{formatRate(session.pricePerPerson, 'VND', language)}</strong> {t('perPerson')}
                  </p>
                </div>
              </article>
            );
          })}
        </CardGrid>
        <p className={styles.offers}>
          <strong>{t('offersTitle')}</strong>{' '}
          {t('offers', {
            inHouse: offers.inHouseGuestDiscountPercent,
            kids: offers.kidsDiscountPercent,
            from: offers.kidsDiscountAges[0],
            to: offers.kidsDiscountAges[1],
            free: offers.kidsFreeUnderAge,
          })}
        </p>
      </section>
      {menu}
    </>
  );
}
