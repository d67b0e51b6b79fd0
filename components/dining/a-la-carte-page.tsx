import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PageHero } from '@/components/ui/page-hero';
import type { MenuId } from '@/content/menus/files';
import { site } from '@/content/site';
import { formatHours, MENU_LANGUAGE_OPTIONS, PICKER_LANGUAGES, VENUES } from '@/content/venues';
import { menuPdfHref } from '@/lib/menu-links';
import { ALaCarteActions, type ALaCarteSetup, type ALaCarteVenue } from './a-la-carte-actions';
import { VenueAbout } from './venue-about';
import { VenuePanel } from './venue-panel';

export type { ALaCarteVenue, ALaCarteView } from './a-la-carte-actions';

/**
 * /dining/bistro (Sorrento) and /dining/luxe (Amalfi): a la carte with a menu language picker.
 * `menu` is the server-rendered menu board (menu-board.tsx), rendered on the server like the rest of
 * the page; only the actions (a-la-carte-actions.tsx) run in the browser.
 */
/** The venue as its actions need it: phone, hours, the picker's languages and every PDF link. */
export function aLaCarteSetup(key: ALaCarteVenue): ALaCarteSetup {
  const venue = VENUES[key];
  const languages = PICKER_LANGUAGES[key].map((language) => MENU_LANGUAGE_OPTIONS[language]);
  const menu = (id: MenuId) => ({
    id,
    pdf: { ...Object.fromEntries(languages.map((o) => [o.language, menuPdfHref(id, o.language)])), english: menuPdfHref(id, 'english') },
  });
  return {
    venue: key,
    hotel: venue.hotel,
    phone: venue.phone,
    hours: formatHours(venue.hours[0]!),
    reviewUrl: site.hotels[venue.hotel].reviewUrl,
    languages,
    english: MENU_LANGUAGE_OPTIONS.english,
    menus: { food: menu(venue.menus!.food), drinks: menu(venue.menus!.drinks) },
  };
}

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
        <ALaCarteActions setup={aLaCarteSetup(venue)} />
      </VenuePanel>
      {menu}
      <VenueAbout namespace={`MenuPage.${venue}`} image={VENUES[venue].dish} />
    </>
  );
}
