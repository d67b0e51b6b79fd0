import { useLocale, useTranslations } from 'next-intl';
import { HOTEL_PAGES } from '@/content/hotels';
import { BUFFET } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { formatRate } from '@/lib/rates';
import { HotelView } from './hotel-view';

/** /sorrento/: the boutique hotel and its Bistro. */
export function SorrentoHotelPage() {
  const t = useTranslations('SorrentoPage');
  const content = HOTEL_PAGES.sorrento;
  const services = content.services.map((service) => ({
    ...service,
    title: t(`${service.key}Title`),
    description: t(`${service.key}Description`),
    extraDescription: t(`${service.key}ExtraDescription`),
  }));
  return <HotelView content={content} header={t('header')} welcome={t('welcome')} buttonLabel={t('buttonLabel')} services={services} />;
}

/** /amalfi/: the premier hotel, Luxe, the Buffet and the SkyBar. */
export function AmalfiHotelPage() {
  const t = useTranslations('AmalfiPage');
  const language = useLocale() as Language;
  const content = HOTEL_PAGES.amalfi;
  // The buffet's prices from its data, in the site's one price format; in running text an amount
  // must not break before its ₫.
  const price = (vnd: number) => formatRate(vnd, 'VND', language).replace(' ', '\u00a0');
  const prices = { breakfast: price(BUFFET.sessions.breakfast.pricePerPerson), dinner: price(BUFFET.sessions.dinner.pricePerPerson) };
  const services = content.services.map((service) => ({
    ...service,
    title: t(`${service.key}Title`),
    description: t(`${service.key}Description`),
    extraDescription: t(`${service.key}ExtraDescription`, prices),
  }));
  return <HotelView content={content} header={t('header')} welcome={t('welcome')} buttonLabel={t('buttonLabel')} services={services} />;
}
