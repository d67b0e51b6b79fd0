import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import { VENUES } from '@/content/venues';
import { ALaCarteActions, type ALaCarteVenue } from './a-la-carte-actions';
import { VenueAbout } from './venue-about';
import { VenuePanel } from './venue-panel';

export type { ALaCarteVenue, ALaCarteView } from './a-la-carte-actions';

/**
 * /dining/bistro (Sorrento) and /dining/luxe (Amalfi): a la carte with a menu language picker.
 * `menu` is the server-rendered menu board (menu-board.tsx), rendered on the server like the rest of
 * the page; only the actions (a-la-carte-actions.tsx) run in the browser.
 */
export function ALaCartePage({ venue, menu }: { venue: ALaCarteVenue; menu?: ReactNode }) {
  const t = useTranslations(`MenuPage.${venue}`);
  const chips = useTranslations('VenueChips');
  return (
    <>
      <PageHero
        image={VENUES[venue].hero}
        back={{ href: '/dining/', label: chips('backToDining') }}
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('tagline')}
      />
      <VenuePanel>
        <ALaCarteActions venue={venue} />
      </VenuePanel>
      {menu}
      <VenueAbout namespace={`MenuPage.${venue}`} image={VENUES[venue].dish} />
    </>
  );
}
