/** The WebSite and the group (Organization) every page's graph starts from. */
import type { ContactPoint, Organization, WebSite } from 'schema-dts';
import { HOTEL_KEYS, hotelName, site, type HotelKey } from '@/content/site';
import type { Language } from '@/lib/i18n/language';
import { absoluteUrl } from '@/lib/seo';
import { TITLE_SUFFIX } from '@/lib/seo-title';
import { catalogue, heroImages, pageUrl, postalAddress } from './common';
import { LOGO_ID, ORGANIZATION_ID, WEBSITE_ID, hotelId, ref } from './ids';

export function websiteNode(language: Language): WebSite {
  return {
    '@type': 'WebSite',
    '@id': WEBSITE_ID,
    url: pageUrl('/', language),
    name: TITLE_SUFFIX,
    description: catalogue(language).Meta.home.description,
    inLanguage: language,
    publisher: ref(ORGANIZATION_ID),
  };
}

const AVAILABLE_LANGUAGE = ['English', 'Vietnamese'];

/** Reservations through the hotline and each hotel's front desk. */
function contactPoints(): ContactPoint[] {
  return [
    {
      '@type': 'ContactPoint',
      contactType: 'reservations',
      telephone: site.hotline.e164,
      email: site.email,
      availableLanguage: AVAILABLE_LANGUAGE,
      areaServed: 'Worldwide',
    },
    ...HOTEL_KEYS.map((hotel): ContactPoint => ({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      name: hotelName(hotel),
      telephone: site.hotels[hotel].telephone.e164,
      availableLanguage: AVAILABLE_LANGUAGE,
    })),
  ];
}

/**
 * The group. `hotels`: the hotels the page describes, named as its sub-organizations; a page about one
 * hotel (or none) names only that one, so its graph needs no node for the other (each hotel's
 * `parentOrganization` says whose it is on every page that has it).
 */
export function organizationNode(language: Language, hotels: readonly HotelKey[] = HOTEL_KEYS): Organization {
  return {
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: TITLE_SUFFIX,
    url: pageUrl('/', language),
    logo: {
      '@type': 'ImageObject',
      '@id': LOGO_ID,
      url: absoluteUrl(site.logo.src),
      contentUrl: absoluteUrl(site.logo.src),
      width: { '@type': 'QuantitativeValue', value: site.logo.width, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: site.logo.height, unitCode: 'E37' },
      caption: TITLE_SUFFIX,
    },
    image: heroImages('home-hero'),
    description: catalogue(language).Meta.home.description,
    email: site.email,
    telephone: site.hotline.e164,
    address: postalAddress(site.headOffice, language),
    contactPoint: contactPoints(),
    sameAs: [...site.sameAs],
    ...(hotels.length ? { subOrganization: hotels.map((hotel) => ref(hotelId(hotel))) } : {}),
  };
}
