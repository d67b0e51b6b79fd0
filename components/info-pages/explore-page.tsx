import { useTranslations } from 'next-intl';
import { sectionClass } from '@/components/ui/card-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { EXPLORE_ITEMS } from '@/content/explore';
import { ClosingCta } from '@/components/ui/closing-cta';
import { FeatureCard } from '@/components/ui/feature-card';
import styles from './pages.module.css';

/** /explore: the town's five attractions, each with when to go and how far (docs/REQUIREMENTS.md §2). */
export function ExplorePage() {
  const t = useTranslations('ExplorePage');
  return (
    <>
      <PageHero image="explore-hero" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />
      <section className={`container ${sectionClass}`} aria-labelledby="explore-welcome">
        <SectionHeading id="explore-welcome" eyebrow={t('eyebrow')} title={t('welcomeTitle')} intro={t('welcomeText')} />
        <ol className={styles.rows}>
          {EXPLORE_ITEMS.map((item) => (
            <li key={item.key}>
              <Reveal>
                <FeatureCard
                  id={item.key}
                  layout="row"
                  image={item.image}
                  kicker={t(`items.${item.key}.kicker`)}
                  title={t(`items.${item.key}.title`)}
                  description={t(`items.${item.key}.description`)}
                  noteLabel={t('tipLabel')}
                  note={t(`items.${item.key}.tip`)}
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
              </Reveal>
            </li>
          ))}
        </ol>
      </section>
      <ClosingCta title={t('ctaTitle')} text={t('ctaText')} />
    </>
  );
}
