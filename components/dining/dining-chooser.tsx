import { useTranslations } from 'next-intl';
import { CardGrid, sectionClass } from '@/components/ui/card-grid';
import { ImageCard } from '@/components/ui/image-card';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ImageId } from '@/content/images';

const VENUES: ReadonlyArray<{ key: 'bistro' | 'luxe' | 'buffet' | 'skybar'; image: ImageId }> = [
  { key: 'bistro', image: 'bistro' },
  { key: 'luxe', image: 'luxe' },
  { key: 'buffet', image: 'buffet' },
  { key: 'skybar', image: 'skybar' },
];

/** /dining: the four venues, each with an explore-menu button (docs/REQUIREMENTS.md §2, docs/DECISIONS.md #8). */
export function DiningChooser() {
  const t = useTranslations('DiningPage');
  return (
    <>
      <PageHero image="dining-hero" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${sectionClass}`} aria-labelledby="venues-heading">
        <SectionHeading id="venues-heading" eyebrow={t('eyebrow')} title={t('exploreMenu')} />
        <CardGrid columns={4}>
          {VENUES.map((venue, index) => (
            <Reveal key={venue.key} delay={index * 100}>
              <ImageCard
                image={venue.image}
                kicker={t(`${venue.key}.kicker`)}
                title={t(`${venue.key}.title`)}
                description={t(`${venue.key}.description`)}
                meta={
                  <span>
                    <span className="visually-hidden">{t('hours')}: </span>
                    {t(`${venue.key}.hours`)}
                  </span>
                }
                href={`/dining/${venue.key}/`}
                cta={t('exploreMenu')}
                sizes="(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw"
              />
            </Reveal>
          ))}
        </CardGrid>
      </section>
    </>
  );
}
