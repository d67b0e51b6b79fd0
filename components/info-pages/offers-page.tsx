import { useLocale, useTranslations } from 'next-intl';
import { cardWords } from '@/lib/i18n/card-text';
import { CardGrid, sectionClass } from '@/components/ui/card-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { OFFERS } from '@/content/offers';
import { site } from '@/content/site';
import { FeatureCard } from '@/components/ui/feature-card';
import { PhoneLink } from '@/components/ui/phone-link';

/** /offers: two offers, each with its note and a call link to the shared hotline (docs/REQUIREMENTS.md §2). */
export function OffersPage() {
  const language = useLocale();
  const t = useTranslations('OffersPage');
  return (
    <>
      <PageHero image="offers-hero" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${sectionClass}`} aria-labelledby="offers-welcome">
        <SectionHeading id="offers-welcome" eyebrow={t('eyebrow')} title={t('welcomeTitle')} intro={t('welcomeText')} />
        <CardGrid columns={2}>
          {OFFERS.map((offer, index) => {
            return (
              <Reveal key={offer.key} delay={index * 120}>
                <FeatureCard
                  id={offer.key}
                  image={offer.image}
                  {...cardWords(offer, language)}
                  noteLabel={t('noteLabel')}
                  actions={<PhoneLink phone={site.hotline} label={t('callHotline')} variant="primary" />}
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
              </Reveal>
            );
          })}
        </CardGrid>
      </section>
    </>
  );
}
