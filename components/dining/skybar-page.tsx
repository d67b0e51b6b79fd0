import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import { VENUES } from '@/content/venues';
import { SkybarActions } from './skybar-actions';
import { VenueAbout } from './venue-about';
import { VenuePanel } from './venue-panel';

/** /dining/skybar: the rooftop bar of Vela Amalfi (docs/REQUIREMENTS.md §2 "Sky bar page"). */
export function SkybarPage({ menu }: { menu?: ReactNode }) {
  const t = useTranslations('SkybarPage');
  const chips = useTranslations('VenueChips');
  return (
    <>
      <PageHero
        image={VENUES.skybar.hero}
        back={{ href: '/dining/', label: chips('backToDining') }}
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('tagline')}
      />
      <VenuePanel>
        <SkybarActions />
      </VenuePanel>
      {menu}
      <VenueAbout namespace="SkybarPage" image={VENUES.skybar.dish} />
    </>
  );
}
