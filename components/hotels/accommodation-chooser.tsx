import { useTranslations } from 'next-intl';
import { CardGrid, sectionClass } from '@/components/ui/card-grid';
import { ImageCard } from '@/components/ui/image-card';
import { PageHero } from '@/components/ui/page-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { CompareInvite } from '@/components/compare/compare-invite';
import { COMPARE_PATH } from '@/content/compare-path';
import { Reveal } from '@/components/ui/reveal';
import type { ImageId } from '@/content/images';
import type { HotelKey } from '@/content/site';

const HOTELS: ReadonlyArray<{ key: HotelKey; image: ImageId; roomTypes: number }> = [
  { key: 'sorrento', image: 'sorrento-exterior', roomTypes: 6 },
  { key: 'amalfi', image: 'amalfi-exterior', roomTypes: 6 },
];

/** /accommodation: choose a hotel, then its rooms (docs/REQUIREMENTS.md §2 route table). */
export function AccommodationChooser() {
  const t = useTranslations('AccommodationPage');
  return (
    <>
      <PageHero image="accommodation-hero" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${sectionClass}`} aria-labelledby="hotels-heading">
        <SectionHeading id="hotels-heading" eyebrow={t('eyebrow')} title={t('exploreRooms')} />
        <CardGrid columns={2}>
          {HOTELS.map((hotel, index) => (
            <Reveal key={hotel.key} delay={index * 120}>
              <ImageCard
                image={hotel.image}
                kicker={t(`${hotel.key}.kicker`)}
                title={t(`${hotel.key}.title`)}
                description={t(`${hotel.key}.description`)}
                meta={<span>{t('roomsCount', { count: hotel.roomTypes })}</span>}
                href={`/accommodation/${hotel.key}/`}
                cta={t('exploreRooms')}
                ctaVariant="primary"
                headingLevel="h3"
                sizes="(min-width: 768px) 50vw, 100vw"
              />
            </Reveal>
          ))}
        </CardGrid>
        <CompareInvite href={COMPARE_PATH} title={t('compare.title')} text={t('compare.text')} label={t('compare.link')} />
      </section>
    </>
  );
}
