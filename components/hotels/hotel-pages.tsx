'use client';

import { useTranslations } from 'next-intl';
import { HOTEL_PAGES } from '@/content/hotels';
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
  const content = HOTEL_PAGES.amalfi;
  const services = content.services.map((service) => ({
    ...service,
    title: t(`${service.key}Title`),
    description: t(`${service.key}Description`),
    extraDescription: t(`${service.key}ExtraDescription`),
  }));
  return <HotelView content={content} header={t('header')} welcome={t('welcome')} buttonLabel={t('buttonLabel')} services={services} />;
}
