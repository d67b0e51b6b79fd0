/** The nodes particular to one page: lists (choosers, rooms, attractions, offers), the gallery. */
import type { ImageObject, ItemList, ListItem, Offer, TouristAttraction } from 'schema-dts';
import { AMENITIES } from '@/content/amenities';
import { EXPLORE_ITEMS } from '@/content/explore';
import { visibleBatch } from '@/lib/gallery';
import { GALLERY_IMAGES } from '@/lib/gallery-images';
import { TITLE_SUFFIX } from '@/lib/seo-title';
import { getImage } from '@/content/images';
import { COCKTAIL_HOURS, OFFERS } from '@/content/offers';
import { ROOMS, roomListPath, roomPath } from '@/content/rooms';
import { addressIn, HOTEL_KEYS, hotelName, site, type HotelKey } from '@/content/site';
import { VENUES, type VenueKey } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { catalogue, geoCoordinates, imageUrl, pageUrl, schemaTime } from './common';
import { ORGANIZATION_ID, hotelId, ref, roomId, venueId } from './ids';
import { roomText } from './hotels';

/** An ItemList of links (schema.org ListItem: position, url, name; `item` refers to the thing). */
export function itemList(id: string, name: string, entries: ReadonlyArray<{ url: string; name: string; item?: string }>): ItemList {
  return {
    '@type': 'ItemList',
    '@id': id,
    name,
    // The list is the page's: its address is the page's (the id without its fragment).
    url: id.replace(/#.*$/, ''),
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      url: entry.url,
      name: entry.name,
      ...(entry.item ? { item: ref(entry.item) } : {}),
    })),
  };
}

export const listId = (path: string, language: Language) => `${pageUrl(path, language)}#list`;

/** /accommodation/: the two hotels' room lists. */
export function hotelsList(language: Language): ItemList {
  const meta = catalogue(language).Meta;
  return itemList(
    listId('/accommodation/', language),
    meta.accommodation.title,
    HOTEL_KEYS.map((hotel) => ({ url: pageUrl(roomListPath(hotel), language), name: meta[`${hotel}Rooms`].title, item: hotelId(hotel) })),
  );
}

/** /accommodation/{hotel}/: its six rooms. */
export function roomsList(hotel: HotelKey, language: Language): ItemList {
  return itemList(
    listId(roomListPath(hotel), language),
    catalogue(language).Meta[`${hotel}Rooms`].title,
    ROOMS[hotel].map((room) => ({ url: pageUrl(roomPath(room), language), name: roomText(room, language).name, item: roomId(room) })),
  );
}

export const VENUE_KEYS = Object.keys(VENUES) as VenueKey[];

/** /dining/: the four venues. */
export function venuesList(language: Language): ItemList {
  return itemList(
    listId('/dining/', language),
    catalogue(language).Meta.dining.title,
    VENUE_KEYS.map((key) => ({ url: pageUrl(VENUES[key].path, language), name: `${VENUES[key].name} · ${hotelName(VENUES[key].hotel)}`, item: venueId(key) })),
  );
}

/** /explore/: the five attractions, each with its place. */
export function attractions(language: Language) {
  const text = catalogue(language).ExplorePage.items;
  // The town as this page's language writes it ("An Thới, Phú Quốc" in Vietnamese).
  const { locality, region, countryCode } = addressIn('sorrento', language);
  return EXPLORE_ITEMS.map(
    (item) =>
      ({
        '@type': 'TouristAttraction' as const,
        '@id': `${site.url}/explore/#${item.key}`,
        name: text[item.key].title,
        description: `${text[item.key].description} ${text[item.key].tip}`,
        image: imageUrl(item.image),
        url: `${pageUrl('/explore/', language)}#${item.key}`,
        address: { '@type': 'PostalAddress', addressLocality: locality, addressRegion: region, addressCountry: countryCode },
        geo: geoCoordinates(item.geo),
      }) satisfies TouristAttraction,
  );
}

/**
 * /offers/: the offers of content/data/offers.json. None has a price of its own (a percentage off, two
 * drinks for one), so none is invented: the terms are the description, who may use them the
 * eligibility; where each holds (hotels, outlets, the cocktail hours) is in its data.
 */
export function offers(language: Language) {
  return OFFERS.map((offer) => {
    return {
      '@type': 'Offer' as const,
      '@id': `${site.url}/offers/#${offer.key}`,
      name: offer.title[language],
      description: `${offer.description[language]} ${offer.note[language]}`,
      category: offer.kicker[language],
      image: imageUrl(offer.image),
      url: `${pageUrl('/offers/', language)}#${offer.key}`,
      offeredBy: offer.hotels.map((hotel) => ref(hotelId(hotel))),
      availableAtOrFrom: offer.venues.map((venue) => ref(venueId(venue))),
      ...(offer.atCocktailHours ? { availabilityStarts: schemaTime(COCKTAIL_HOURS.opens), availabilityEnds: schemaTime(COCKTAIL_HOURS.closes) } : {}),
    } satisfies Offer;
  });
}

/** /amenities/: the amenities, each at its anchor. */
export function amenitiesList(language: Language): ItemList {
  const text = catalogue(language).AmenitiesPage;
  return itemList(
    listId('/amenities/', language),
    text.title,
    AMENITIES.map((amenity) => ({ url: `${pageUrl('/amenities/', language)}#${amenity.key}`, name: amenity.title[language] })),
  );
}

/**
 * /gallery/: the pictures its HTML holds (the first batch of the "all" view; the rest load as the
 * visitor scrolls, so a crawler reading the page sees these), each with its title and alt text in the
 * page's language and the same file as the page's <img>.
 */
export function galleryImages(language: Language): ImageObject[] {
  return visibleBatch(GALLERY_IMAGES, 1).map(({ id }) => {
    const image = getImage(id);
    return {
      '@type': 'ImageObject',
      contentUrl: imageUrl(id),
      name: image.title[language],
      caption: image.alt[language],
      creator: ref(ORGANIZATION_ID),
      creditText: TITLE_SUFFIX,
      width: { '@type': 'QuantitativeValue', value: image.width, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: image.height, unitCode: 'E37' },
    };
  });
}
