import { useLocale, useTranslations } from 'next-intl';
import { cardWords } from '@/lib/i18n/card-text';
import { CardGrid, sectionClass } from '@/components/ui/card-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { AMENITIES, contactPhone, type AmenityContact } from '@/content/amenities';
import { FeatureCard } from '@/components/ui/feature-card';
import { PhoneLink } from '@/components/ui/phone-link';
import styles from './pages.module.css';

const CALL_LABEL = { sorrento: 'callSorrento', amalfi: 'callAmalfi', hotline: 'callHotline' } as const satisfies Record<AmenityContact, string>;

/** /amenities: five amenities, each with its note and a call link to the hotel that provides it. */
export function AmenitiesPage() {
  const language = useLocale();
  const t = useTranslations('AmenitiesPage');
  return (
    <>
      <PageHero image="amenities-hero" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${sectionClass}`} aria-labelledby="amenities-welcome">
        <SectionHeading id="amenities-welcome" eyebrow={t('eyebrow')} title={t('welcomeTitle')} intro={t('welcome')} />
        <CardGrid columns={3} className={styles.balanced}>
          {AMENITIES.map((amenity, index) => {
            return (
              <Reveal key={amenity.key} delay={(index % 3) * 120}>
                <FeatureCard
                  id={amenity.key}
                  image={amenity.image}
                  {...cardWords(amenity, language)}
                  noteLabel={t('noteLabel')}
                  actions={amenity.contacts.map((contact) => (
                    <PhoneLink key={contact} phone={contactPhone(contact)} label={t(CALL_LABEL[contact])} />
                  ))}
                />
              </Reveal>
            );
          })}
        </CardGrid>
      </section>
    </>
  );
}
