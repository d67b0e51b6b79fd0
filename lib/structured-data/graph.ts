/**
 * One structured-data graph per page (`@graph`): the WebSite and the group, the page itself
 * (WebPage, or ContactPage / ImageGallery / CollectionPage) with its breadcrumb trail, and what the
 * page is about, all in the page's language and joined by @id across pages and languages.
 */
import type { BreadcrumbList, Graph, Thing, WebPage } from 'schema-dts';
import { HOTEL_PAGES } from '@/content/hotels';
import { ogImage, type ImageId } from '@/content/images';
import { ROOMS, ROOMS_HERO, roomListPath, roomPath, type Room } from '@/content/rooms';
import { HOTEL_KEYS, hotelName, site } from '@/content/site';
import { VENUES } from '@/content/venues';
import { COMPARE_PATH, DEFAULT_COMPARE } from '@/lib/compare';
import type { Language } from '@/lib/i18n/language';
import { roomMeta, roomOgImage } from '@/lib/room-meta';
import { DEFAULT_OG_IMAGE, absoluteUrl, staticMeta, type MetaKey, type PageMeta } from '@/lib/seo';
import { formatTitle } from '@/lib/seo-title';
import { catalogue, pageUrl } from './common';
import { ORGANIZATION_ID, WEBSITE_ID, hotelId, ref, roomId, venueId } from './ids';
import { hotelNode, hotelSummaryNode, roomNode, roomOfferNode, roomText } from './hotels';
import { organizationNode, websiteNode } from './organization';
import { withReferencedNodes } from './resolve';
import { amenitiesList, attractions, galleryImages, hotelsList, itemList, listId, offers, roomsList, venuesList, VENUE_KEYS } from './pages';
import { buffetOffers, djNightsEvent, venueNode } from './venues';

type PageType = 'WebPage' | 'CollectionPage' | 'ContactPage' | 'ImageGallery';

interface PageSpec {
  meta: (language: Language) => PageMeta;
  image: string;
  type?: PageType;
  /** The node the page is about (its @id). */
  about?: string;
  nodes: (language: Language) => Thing[];
}

const fromMeta = (key: MetaKey) => (language: Language) => staticMeta(key)[language];
const shareImage = (id: ImageId) => ogImage(id) ?? DEFAULT_OG_IMAGE;

const hotels = (language: Language) => HOTEL_KEYS.map((hotel) => hotelSummaryNode(hotel, language));
const roomWithOffer = (room: Room, language: Language, full: boolean) => [roomNode(room, language, full), roomOfferNode(room, language)];

const STATIC_PAGES: Record<string, PageSpec> = {
  '/': { meta: fromMeta('home'), image: shareImage('home-hero'), about: ORGANIZATION_ID, nodes: hotels },
  '/accommodation/': {
    meta: fromMeta('accommodation'),
    image: shareImage('accommodation-hero'),
    type: 'CollectionPage',
    nodes: (language) => [hotelsList(language), ...hotels(language)],
  },
  '/dining/': {
    meta: fromMeta('dining'),
    image: shareImage('dining-hero'),
    type: 'CollectionPage',
    nodes: (language) => [venuesList(language), ...VENUE_KEYS.map((key) => venueNode(key, language)), ...hotels(language)],
  },
  '/dining/skybar/services/': {
    meta: fromMeta('skybarServices'),
    image: shareImage('skybar-services-hero'),
    about: `${site.url}/dining/skybar/services/#dj-nights`,
    nodes: (language) => [djNightsEvent(language), venueNode('skybar', language), hotelSummaryNode('amalfi', language)],
  },
  '/amenities/': {
    meta: fromMeta('amenities'),
    image: shareImage('amenities-hero'),
    nodes: (language) => [amenitiesList(language), ...hotels(language)],
  },
  '/offers/': {
    meta: fromMeta('offers'),
    image: shareImage('offers-hero'),
    nodes: (language) => {
      const list = offers(language);
      const name = catalogue(language).OffersPage.title;
      return [
        itemList(
          listId('/offers/', language),
          name,
          list.map((o) => ({ url: o.url, name: o.name, item: o['@id'] })),
        ),
        ...list,
        ...VENUE_KEYS.map((key) => venueNode(key, language)),
        ...hotels(language),
      ];
    },
  },
  '/explore/': {
    meta: fromMeta('explore'),
    image: shareImage('explore-hero'),
    type: 'CollectionPage',
    nodes: (language) => {
      const places = attractions(language);
      const name = catalogue(language).ExplorePage.welcomeTitle;
      return [
        itemList(
          listId('/explore/', language),
          name,
          places.map((p) => ({ url: p.url, name: p.name, item: p['@id'] })),
        ),
        ...places,
      ];
    },
  },
  '/gallery/': { meta: fromMeta('gallery'), image: shareImage('gallery-hero'), type: 'ImageGallery', nodes: () => [] },
  '/contact/': { meta: fromMeta('contact'), image: shareImage('contact-hero'), type: 'ContactPage', about: ORGANIZATION_ID, nodes: hotels },
  '/privacy/': { meta: fromMeta('privacy'), image: shareImage('privacy-hero'), nodes: () => [] },
};

// The compare page as pre-rendered: its default rooms, each with its offer.
STATIC_PAGES[COMPARE_PATH] = {
  meta: fromMeta('compare'),
  image: shareImage('accommodation-hero'),
  nodes: (language) => [...DEFAULT_COMPARE.flatMap((room) => roomWithOffer(room, language, false)), ...hotels(language)],
};

for (const hotel of HOTEL_KEYS) {
  STATIC_PAGES[`/${hotel}/`] = {
    meta: fromMeta(hotel),
    image: shareImage(HOTEL_PAGES[hotel].heroImage),
    about: hotelId(hotel),
    nodes: (language) => [hotelNode(hotel, language), ...ROOMS[hotel].flatMap((room) => roomWithOffer(room, language, false))],
  };
  STATIC_PAGES[roomListPath(hotel)] = {
    meta: fromMeta(`${hotel}Rooms`),
    image: shareImage(ROOMS_HERO[hotel]),
    type: 'CollectionPage',
    nodes: (language) => [
      roomsList(hotel, language),
      hotelSummaryNode(hotel, language),
      ...ROOMS[hotel].flatMap((room) => roomWithOffer(room, language, false)),
    ],
  };
  for (const room of ROOMS[hotel]) {
    STATIC_PAGES[roomPath(room)] = {
      meta: (language) => roomMeta(room)[language],
      image: roomOgImage(room),
      about: roomId(room),
      nodes: (language) => [...roomWithOffer(room, language, true), hotelSummaryNode(hotel, language)],
    };
  }
}

for (const key of VENUE_KEYS) {
  const venue = VENUES[key];
  STATIC_PAGES[venue.path] = {
    meta: fromMeta(key),
    image: shareImage(venue.hero),
    about: venueId(key),
    nodes: (language) => [venueNode(key, language), ...(key === 'buffet' ? buffetOffers(language) : []), hotelSummaryNode(venue.hotel, language)],
  };
}

/** Every page that has a graph, by its language-neutral path. */
export const STRUCTURED_DATA_PATHS: readonly string[] = Object.keys(STATIC_PAGES);

/** The title and description a page states in a language (its metadata and its WebPage node). */
export function pageMeta(path: string, language: Language): PageMeta {
  const spec = STATIC_PAGES[path];
  if (!spec) throw new Error(`No page at ${path}`);
  return spec.meta(language);
}

/** A breadcrumb's name: the hotel, the venue, the room, else the navigation label or the page title. */
function crumbName(path: string, language: Language): string {
  const text = catalogue(language);
  if (path === '/') return `${site.brand} Hotels`;
  const hotel = HOTEL_KEYS.find((key) => path === `/${key}/`);
  if (hotel) return hotelName(hotel);
  const listHotel = HOTEL_KEYS.find((key) => path === roomListPath(key));
  if (listHotel) return text.Meta[`${listHotel}Rooms`].title;
  const room = HOTEL_KEYS.flatMap((key) => ROOMS[key]).find((r) => roomPath(r) === path);
  if (room) return roomText(room, language).name;
  const venue = VENUE_KEYS.find((key) => VENUES[key].path === path);
  if (venue) return VENUES[venue].name;
  const segment = path.split('/').filter(Boolean).at(-1) as keyof typeof text.Navbar;
  const nav = text.Navbar[segment];
  if (segment !== 'home' && typeof nav === 'string') return nav;
  const meta = STATIC_PAGES[path]?.meta(language);
  if (!meta) throw new Error(`No breadcrumb name for ${path}`);
  return meta.title.split(' · ')[0]!;
}

/** Home > … > the page, in the page's language, on the page's language's URLs. */
export function breadcrumbs(path: string, language: Language): BreadcrumbList {
  const segments = path.split('/').filter(Boolean);
  const trail = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}/`)];
  const names = trail.map((crumb) => crumbName(crumb, language));
  return {
    '@type': 'BreadcrumbList',
    '@id': `${pageUrl(path, language)}#breadcrumb`,
    // Named and located like any node the page refers to (its WebPage's `breadcrumb`).
    name: names.join(' › '),
    url: pageUrl(path, language),
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: names[index]!,
      item: pageUrl(crumb, language),
    })),
  };
}

/** The hotels a page's own nodes describe. */
const describedHotels = (nodes: readonly Thing[]) => HOTEL_KEYS.filter((hotel) => nodes.some((node) => (node as { '@id'?: string })['@id'] === hotelId(hotel)));

/** The structured data of one page, in one language: a single `@graph`. */
export function pageGraph(path: string, language: Language): Graph {
  const spec = STATIC_PAGES[path];
  if (!spec) throw new Error(`No structured data for ${path}`);
  const url = pageUrl(path, language);
  const meta = spec.meta(language);
  const isHome = path === '/';
  const common = {
    '@id': `${url}#webpage`,
    url,
    name: formatTitle(meta.title),
    description: meta.description,
    inLanguage: language,
    isPartOf: ref(WEBSITE_ID),
    primaryImageOfPage: {
      '@type': 'ImageObject',
      url: absoluteUrl(spec.image),
      width: { '@type': 'QuantitativeValue', value: 1200, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: 630, unitCode: 'E37' },
    },
    ...(isHome ? {} : { breadcrumb: ref(`${url}#breadcrumb`) }),
    ...(spec.about ? { about: ref(spec.about), mainEntity: ref(spec.about) } : {}),
    ...(spec.type === 'CollectionPage' && !spec.about ? { mainEntity: ref(`${url}#list`) } : {}),
  } satisfies Omit<WebPage & object, '@type'>;
  const nodes = spec.nodes(language);
  const page: WebPage =
    spec.type === 'ImageGallery'
      ? { '@type': 'ImageGallery', ...common, image: galleryImages(language) }
      : spec.type === 'ContactPage'
        ? { '@type': 'ContactPage', ...common }
        : spec.type === 'CollectionPage'
          ? { '@type': 'CollectionPage', ...common }
          : { '@type': 'WebPage', ...common };
  return {
    '@context': 'https://schema.org',
    '@graph': withReferencedNodes(
      [websiteNode(language), organizationNode(language, describedHotels(nodes)), page, ...(isHome ? [] : [breadcrumbs(path, language)]), ...nodes],
      language,
    ),
  };
}
