/**
 * schema.org data for /explore (TouristAttraction items) and /offers (Offer items), built from
 * content/ and the English catalogue (the pre-rendered HTML is English). Only properties that
 * schema.org defines for these types are used, so the validator reports no warnings.
 */
import en from '@/messages/en.json';
import { EXPLORE_ITEMS } from '@/content/explore';
import { getImage, imageSrc, type ImageId } from '@/content/images';
import { OFFERS } from '@/content/offers';
import { hotelName, site, type HotelKey } from '@/content/site';
import { absoluteUrl } from './seo';

const imageUrl = (id: ImageId) => {
  const image = getImage(id);
  return absoluteUrl(imageSrc(id, image.widths[image.widths.length - 1] ?? image.width));
};

const postalAddress = (key: HotelKey) => {
  const a = site.hotels[key].address;
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.countryCode,
  };
};

const hotelRef = (key: HotelKey) => ({
  '@type': 'Hotel',
  name: hotelName(key),
  telephone: site.hotels[key].telephone.e164,
  address: postalAddress(key),
});

/** /explore: the five attractions as an ItemList of TouristAttraction. */
export function exploreJsonLd() {
  const text = en.ExplorePage;
  const { locality, region, countryCode } = site.hotels.sorrento.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: text.welcomeTitle,
    url: absoluteUrl('/explore/'),
    numberOfItems: EXPLORE_ITEMS.length,
    itemListElement: EXPLORE_ITEMS.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'TouristAttraction',
        name: text.items[item.key].title,
        description: `${text.items[item.key].description} ${text.items[item.key].tip}`,
        image: imageUrl(item.image),
        url: absoluteUrl(`/explore/#${item.key}`),
        address: { '@type': 'PostalAddress', addressLocality: locality, addressRegion: region, addressCountry: countryCode },
      },
    })),
  };
}

/** Who offers each offer: the discount holds at both hotels' outlets, the cocktails at Amalfi's sky bar. */
const OFFERED_BY: Record<(typeof OFFERS)[number]['key'], readonly HotelKey[]> = {
  diningDiscount: ['sorrento', 'amalfi'],
  cocktails: ['amalfi'],
};

/** /offers: the two offers as an ItemList of Offer. */
export function offersJsonLd() {
  const text = en.OffersPage;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: text.title,
    url: absoluteUrl('/offers/'),
    numberOfItems: OFFERS.length,
    itemListElement: OFFERS.map((offer, index) => {
      const hotels = OFFERED_BY[offer.key].map(hotelRef);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Offer',
          name: text.items[offer.key].title,
          description: `${text.items[offer.key].description} ${text.items[offer.key].note}`,
          image: imageUrl(offer.image),
          url: absoluteUrl(`/offers/#${offer.key}`),
          offeredBy: hotels.length === 1 ? hotels[0] : hotels,
        },
      };
    }),
  };
}
