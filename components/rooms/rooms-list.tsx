import { useTranslations } from 'next-intl';
import { CardGrid, sectionClass } from '@/components/ui/card-grid';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { CompareInvite } from '@/components/compare/compare-invite';
import { comparePath, MAX_COMPARE } from '@/lib/compare';
import { ROOMS, ROOMS_HERO } from '@/content/rooms';
import type { HotelKey } from '@/content/site';
import { RoomCard } from './room-card';

/** /accommodation/{hotel}/: hero, back to /accommodation/, intro and the hotel's room cards. */
export function RoomsList({ hotel }: { hotel: HotelKey }) {
  const t = useTranslations('RoomsPage');
  return (
    <>
      <PageHero
        image={ROOMS_HERO[hotel]}
        eyebrow={t(`${hotel}.eyebrow`)}
        title={t(`${hotel}.title`)}
        subtitle={t(`${hotel}.intro`)}
        back={{ href: '/accommodation/', label: t('back') }}
      />
      <section className={`container ${sectionClass}`} aria-labelledby="rooms-heading">
        <SectionHeading id="rooms-heading" eyebrow={t(`${hotel}.listEyebrow`)} title={t(`${hotel}.listTitle`)} intro={t('ratesNote')} />
        <CardGrid columns={3}>
          {ROOMS[hotel].map((room, index) => (
            <Reveal key={room.slug} delay={(index % 3) * 100}>
              <RoomCard room={room} />
            </Reveal>
          ))}
        </CardGrid>
        {/* This hotel's first rooms side by side; the guest swaps in any room of either hotel there. */}
        <CompareInvite href={comparePath(ROOMS[hotel].slice(0, MAX_COMPARE))} label={t('compare')} />
      </section>
    </>
  );
}
