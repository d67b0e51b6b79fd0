import clsx from 'clsx';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { CardGrid, phoneRowClass, sectionClass } from '@/components/ui/card-grid';
import { ImageCard } from '@/components/ui/image-card';
import { LinkButton } from '@/components/ui/link-button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { AMENITIES_HREF, DINING_HREF, EXPLORE_HREF, HOME_AMENITIES, HOME_DINING, HOME_LOCATIONS, HOME_PREVIEWS, WELCOME_SECTION_ID } from '@/content/home';
import { TESTIMONIAL_MAX_RATING, TESTIMONIALS } from '@/content/testimonials';
import { locationPath } from '@/lib/location-path';
import { HomeHero } from './home-hero';
import { StarRating } from './star-rating';
import styles from './home.module.css';

/**
 * The hero with its poster picture rendered here, on the server: the picture's srcset comes from the
 * image manifest, which so stays out of the page's JavaScript (the hero itself is a client component).
 */
export function HomeHeroSection() {
  return <HomeHero poster={<ResponsiveImage id="home-hero" sizes="100vw" priority portrait alt="" />} />;
}

/** The home page (docs/REQUIREMENTS.md §2 "Home"), every section in the page's language. */
export function HomePage() {
  return (
    <>
      <HomeHeroSection />
      <Welcome />
      <Locations />
      <Dining />
      <Amenities />
      <ExplorePreview />
      <Testimonials />
      <Closing />
    </>
  );
}

function Welcome() {
  const t = useTranslations('HomePage.welcome');
  return (
    <section id={WELCOME_SECTION_ID} tabIndex={-1} className={`${styles.welcome} ${sectionClass}`} aria-labelledby="welcome-title">
      <div className={`container ${styles.welcomeGrid}`}>
        <Reveal className={styles.welcomeText}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h2 id="welcome-title" className={styles.welcomeTitle}>
            {t('title')}
          </h2>
          <span className={styles.rule} aria-hidden="true" />
          <p className={styles.welcomeSubtitle}>{t('subtitle')}</p>
          <p className={styles.welcomeDescription}>{t('description')}</p>
        </Reveal>
        <Reveal className={styles.welcomeMedia} delay={120}>
          <ResponsiveImage id="welcome" sizes="(min-width: 992px) 45vw, 100vw" />
        </Reveal>
      </div>
    </section>
  );
}

function Locations() {
  const t = useTranslations('HomePage');
  return (
    <section className={`container ${sectionClass}`} aria-labelledby="locations-heading">
      <SectionHeading id="locations-heading" eyebrow={t('locations.eyebrow')} title={t('locations.heading')} intro={t('locations.intro')} />
      <CardGrid columns={2}>
        {HOME_LOCATIONS.map((location, index) => (
          <Reveal key={location.key} delay={index * 120}>
            <ImageCard
              image={location.image}
              kicker={t(`locations.${location.key}.shortDescription`)}
              title={t(`locations.${location.key}.title`)}
              description={t(`locations.${location.key}.description`)}
              href={locationPath(location.name)}
              cta={t('exploreButton')}
              ctaVariant="primary"
              sizes="(min-width: 768px) 50vw, 100vw"
            />
          </Reveal>
        ))}
      </CardGrid>
    </section>
  );
}

function Dining() {
  const t = useTranslations('HomePage');
  return (
    <section className={`${styles.tinted} ${sectionClass}`} aria-labelledby="dining-heading">
      <div className="container">
        <SectionHeading id="dining-heading" eyebrow={t('dining.eyebrow')} title={t('dining.heading')} intro={t('dining.intro')} href={DINING_HREF} />
        <CardGrid columns={4} phoneRow>
          {HOME_DINING.map((venue, index) => (
            <Reveal key={venue.key} delay={index * 100}>
              <ImageCard
                image={venue.image}
                kicker={t(`dining.${venue.key}.subtitle`)}
                title={t(`dining.${venue.key}.title`)}
                description={t(`dining.${venue.key}.description`)}
                href={venue.href}
                cta={t('exploreMenuButton')}
                sizes="(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw"
              />
            </Reveal>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}

function Amenities() {
  const t = useTranslations('HomePage');
  return (
    <section className={`container ${sectionClass}`} aria-labelledby="amenities-heading">
      <SectionHeading
        id="amenities-heading"
        eyebrow={t('amenities.eyebrow')}
        title={t('amenities.heading')}
        intro={t('amenities.intro')}
        href={AMENITIES_HREF}
      />
      <ul className={clsx(styles.amenityList, phoneRowClass)}>
        {HOME_AMENITIES.map((amenity, index) => (
          <li key={amenity.key}>
            <Reveal delay={(index % 3) * 100}>
              <ImageCard
                image={amenity.image}
                kicker={t(`amenities.${amenity.key}.subtitle`)}
                title={t(`amenities.${amenity.key}.title`)}
                description={t(`amenities.${amenity.key}.description`)}
                href={AMENITIES_HREF}
                cta={t('learnMoreButton')}
                sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
              />
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExplorePreview() {
  const t = useTranslations('HomePage.preview');
  return (
    <section className={`${styles.tinted} ${sectionClass}`} aria-labelledby="explore-heading">
      <div className="container">
        <SectionHeading id="explore-heading" eyebrow={t('eyebrow')} title={t('heading')} intro={t('intro')} href={EXPLORE_HREF} />
        <ul className={styles.mosaic}>
          {HOME_PREVIEWS.map((preview, index) => (
            <li key={preview.key} className={index === 0 ? styles.mosaicLead : undefined}>
              <Reveal className={styles.tile} delay={index * 80}>
                <ResponsiveImage
                  id={preview.image}
                  sizes={index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 992px) 25vw, (min-width: 768px) 50vw, 100vw'}
                  alt=""
                />
                <div className={styles.tileText}>
                  <h3 className={styles.tileTitle}>
                    <Link href={preview.href} className={styles.tileLink}>
                      {t(`${preview.key}.title`)}
                    </Link>
                  </h3>
                  <p className={styles.tileDescription}>{t(`${preview.key}.description`)}</p>
                </div>
              </Reveal>
            </li>
          ))}
        </ul>
        <p className={styles.centred}>
          <LinkButton href={EXPLORE_HREF} variant="outline">
            {t('cta')}
          </LinkButton>
        </p>
      </div>
    </section>
  );
}

function Testimonials() {
  const t = useTranslations('HomePage.testimonials');
  return (
    <section className={`container ${sectionClass}`} aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" eyebrow={t('eyebrow')} title={t('heading')} />
      <CardGrid columns={3} phoneRow>
        {TESTIMONIALS.map((review, index) => (
          <Reveal key={review.key} delay={(index % 3) * 100} className={styles.quoteWrap}>
            <figure className={styles.quote}>
              <StarRating rating={review.rating} max={TESTIMONIAL_MAX_RATING} />
              <blockquote className={styles.quoteText}>
                <p>{t(`${review.key}.text`)}</p>
              </blockquote>
              <figcaption className={styles.quoteBy}>
                <span className={styles.avatar}>
                  <ResponsiveImage id={review.avatar} sizes="56px" alt="" />
                </span>
                <span>
                  <span className={styles.quoteName}>{t(`${review.key}.name`)}</span>
                  <span className={styles.quoteDate}>{t(`${review.key}.date`)}</span>
                </span>
              </figcaption>
            </figure>
          </Reveal>
        ))}
      </CardGrid>
    </section>
  );
}

function Closing() {
  const t = useTranslations('HomePage.closing');
  return (
    <section className={styles.closing} aria-labelledby="closing-heading">
      <div className={`container ${styles.closingInner}`}>
        <h2 id="closing-heading" className={styles.closingTitle}>
          {t('title')}
        </h2>
        <p className={styles.closingText}>{t('text')}</p>
        <div className={styles.closingActions}>
          <LinkButton href="/contact/" variant="gold">
            {t('book')}
          </LinkButton>
          <LinkButton href="/accommodation/" variant="light">
            {t('rooms')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
