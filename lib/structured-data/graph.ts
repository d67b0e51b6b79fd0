/**
 * One structured-data graph per page (`@graph`): the WebSite and the group, the page itself
 * (WebPage, or ContactPage / ImageGallery / CollectionPage) with its breadcrumb trail, and what the
 * page is about, all in the page's language and joined by @id across pages and languages.
 */
import type { BreadcrumbList, Graph, Thing, WebPage } from 'schema-dts';
import { ogImage, type ImageId } from '@/content/images';
import { ROOMS, roomListPath, roomPath, type Room } from '@/content/rooms';
import { PAGES, type PageKey, type SchemaPageType } from '@/content/routes';
import { HOTEL_KEYS, hotelName, site, type HotelKey } from '@/content/site';
import { VENUES, type VenueKey } from '@/content/venues';
import { DEFAULT_COMPARE } from '@/lib/compare';
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

interface PageSpec {
  meta: (language: Language) => PageMeta;
  image: string;
  type: SchemaPageType;
  /** The node the page is about (its @id). */
  about?: string;
  nodes: (language: Language) => Thing[];
}

/** What a page describes besides itself: the node it is about and the nodes of its graph. */
interface PageContent {
  about?: string;
  nodes: (language: Language) => Thing[];
}

const fromMeta = (key: MetaKey) => (language: Language) => staticMeta(key)[language];
const shareImage = (id: ImageId) => ogImage(id) ?? DEFAULT_OG_IMAGE;

const hotels = (language: Language) => HOTEL_KEYS.map((hotel) => hotelSummaryNode(hotel, language));
const roomWithOffer = (room: Room, language: Language, full: boolean) => [roomNode(room, language, full), roomOfferNode(room, language)];

const hotelContent = (hotel: HotelKey): PageContent => ({
  about: hotelId(hotel),
  nodes: (language) => [hotelNode(hotel, language), ...ROOMS[hotel].flatMap((room) => roomWithOffer(room, language, false))],
});

const roomListContent = (hotel: HotelKey): PageContent => ({
  nodes: (language) => [roomsList(hotel, language), hotelSummaryNode(hotel, language), ...ROOMS[hotel].flatMap((room) => roomWithOffer(room, language, false))],
});

const venueContent = (key: VenueKey): PageContent => ({
  about: venueId(key),
  nodes: (language) => [venueNode(key, language), ...(key === 'buffet' ? buffetOffers(language) : []), hotelSummaryNode(VENUES[key].hotel, language)],
});

/**
 * The graph content of the registered pages (content/routes.ts gives their path, title, share
 * image and schema type). A page not listed here is a plain page with its breadcrumb trail.
 */
const PAGE_CONTENT: Partial<Record<PageKey, PageContent>> = {
  home: { about: ORGANIZATION_ID, nodes: hotels },
  accommodation: { nodes: (language) => [hotelsList(language), ...hotels(language)] },
  sorrentoRooms: roomListContent('sorrento'),
  amalfiRooms: roomListContent('amalfi'),
  // The compare page as pre-rendered: its default rooms, each with its offer.
  compare: { nodes: (language) => [...DEFAULT_COMPARE.flatMap((room) => roomWithOffer(room, language, false)), ...hotels(language)] },
  dining: { nodes: (language) => [venuesList(language), ...VENUE_KEYS.map((key) => venueNode(key, language)), ...hotels(language)] },
  sorrento: hotelContent('sorrento'),
  amalfi: hotelContent('amalfi'),
  bistro: venueContent('bistro'),
  luxe: venueContent('luxe'),
  buffet: venueContent('buffet'),
  skybar: venueContent('skybar'),
  skybarServices: {
    about: `${site.url}/dining/skybar/services/#dj-nights`,
    nodes: (language) => [djNightsEvent(language), venueNode('skybar', language), hotelSummaryNode('amalfi', language)],
  },
  amenities: { nodes: (language) => [amenitiesList(language), ...hotels(language)] },
  offers: {
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
  explore: {
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
  contact: { about: ORGANIZATION_ID, nodes: hotels },
};

const STATIC_PAGES: Record<string, PageSpec> = Object.fromEntries(
  (Object.keys(PAGES) as PageKey[]).map((key) => {
    const entry = PAGES[key];
    const content = PAGE_CONTENT[key];
    const spec: PageSpec = {
      meta: fromMeta(entry.meta),
      image: shareImage(entry.image),
      type: entry.schema,
      about: content?.about,
      nodes: content?.nodes ?? (() => []),
    };
    return [entry.path, spec];
  }),
);

for (const hotel of HOTEL_KEYS) {
  for (const room of ROOMS[hotel]) {
    STATIC_PAGES[roomPath(room)] = {
      meta: (language) => roomMeta(room)[language],
      image: roomOgImage(room),
      type: 'WebPage',
      about: roomId(room),
      nodes: (language) => [...roomWithOffer(room, language, true), hotelSummaryNode(hotel, language)],
    };
  }
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
