/**
 * The structured data of every page in both languages: one schema.org graph per page, typed with
 * schema-dts at compile time (every builder returns schema-dts types, so a property schema.org does
 * not define for the type fails `npm run typecheck`), checked here at run time for the properties
 * search engines require or recommend per type, for @id joins across pages and languages, and for
 * the facts the pages state.
 */
import type { Graph } from 'schema-dts';
import en from '@/messages/en.json';
import vi from '@/messages/vi.json';
import { getImage, imageSrc } from '@/content/images';
import { ROOMS, roomPath } from '@/content/rooms';
import { GALLERY_BATCH_SIZE } from '@/lib/gallery';
import { GALLERY_IMAGES } from '@/lib/gallery-images';
import { richResultProblems } from '../utils/rich-results';
import { STATIC_ROUTES } from '@/content/routes';
import { site } from '@/content/site';
import { LANGUAGES, type Language } from '@/lib/i18n/language';
import { roomPrice } from '@/lib/room-price';
import { ORGANIZATION_ID, STRUCTURED_DATA_PATHS, WEBSITE_ID, pageGraph, schemaTime } from '@/lib/structured-data';

type Node = Record<string, unknown> & { '@type': string | string[]; '@id'?: string };

const graph = (path: string, language: Language): Node[] => {
  const data: Graph = pageGraph(path, language);
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'] as unknown as Node[];
};
const types = (node: Node) => ([] as string[]).concat(node['@type']);
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => types(n).includes(type));
const one = (nodes: Node[], type: string) => {
  const found = ofType(nodes, type);
  expect(found).toHaveLength(1);
  return found[0]!;
};
const byId = (nodes: Node[], id: string) => nodes.find((n) => n['@id'] === id);
const decimals = (n: unknown) => (String(n).split('.')[1] ?? '').length;

/** Required and recommended properties per type (schema.org hotel guide, search engines' docs). */
/** A restaurant and the rooftop bar answer the same questions (hours, menu, cuisine, price range). */
const EATERY = [
  '@id',
  'name',
  'url',
  'address',
  'telephone',
  'image',
  'geo',
  'servesCuisine',
  'priceRange',
  'openingHoursSpecification',
  'hasMenu',
  'containedInPlace',
] as const;

const REQUIRED: Record<string, readonly string[]> = {
  WebSite: ['@id', 'url', 'name', 'inLanguage', 'publisher'],
  Organization: ['@id', 'name', 'url', 'logo', 'address', 'contactPoint', 'sameAs', 'telephone', 'email'],
  WebPage: ['@id', 'url', 'name', 'description', 'inLanguage', 'isPartOf'],
  CollectionPage: ['@id', 'url', 'name', 'description', 'inLanguage', 'isPartOf', 'mainEntity'],
  ContactPage: ['@id', 'url', 'name', 'description', 'inLanguage', 'isPartOf', 'mainEntity'],
  ImageGallery: ['@id', 'url', 'name', 'description', 'inLanguage', 'isPartOf', 'image'],
  BreadcrumbList: ['@id', 'itemListElement'],
  ItemList: ['@id', 'name', 'numberOfItems', 'itemListElement'],
  Hotel: ['@id', 'name', 'url', 'address', 'telephone', 'image', 'geo', 'priceRange', 'starRating'],
  HotelRoom: ['@id', 'name', 'url', 'description', 'image', 'occupancy', 'floorSize', 'containedInPlace'],
  Offer: ['@id', 'name', 'url', 'description|price', 'offeredBy'],
  Restaurant: EATERY,
  BarOrPub: EATERY,
  TouristAttraction: ['@id', 'name', 'description', 'image', 'url', 'geo'],
  Event: [
    '@id',
    'name',
    'description',
    'location',
    'eventSchedule',
    'eventAttendanceMode',
    'eventStatus',
    'startDate',
    'endDate',
    'image',
    'offers',
    'organizer',
    'performer',
  ],
  // A room is also a Product: a product snippet needs its name, picture, description and own offers.
  Product: ['@id', 'name', 'image', 'description', 'offers'],
};

/** Every typed object of a graph, nested ones included. */
const typedObjects = (value: unknown): Node[] => {
  if (Array.isArray(value)) return value.flatMap(typedObjects);
  if (typeof value !== 'object' || value === null) return [];
  const own = '@type' in value ? [value as Node] : [];
  return [...own, ...Object.values(value).flatMap(typedObjects)];
};

const pages = STATIC_ROUTES.map((r) => r.path);
const knownIds: Partial<Record<Language, Set<string | undefined>>> = {};

describe('one structured-data graph per page', () => {
  it('covers every page of the site', () => {
    expect([...STRUCTURED_DATA_PATHS].sort()).toEqual([...pages].sort());
  });

  describe.each(LANGUAGES)('in %s', (language) => {
    const text = language === 'vi' ? vi : en;

    it.each(pages)('%s: typed nodes with what each type needs, unique ids, the page language', (path) => {
      const nodes = graph(path, language);
      const ids = nodes.map((n) => n['@id']).filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
      for (const node of nodes) {
        for (const type of types(node)) {
          for (const property of REQUIRED[type] ?? []) {
            const present = property.split('|').some((p) => node[p] !== undefined && node[p] !== '' && !(Array.isArray(node[p]) && node[p].length === 0));
            expect([type, node['@id'], property, present]).toEqual([type, node['@id'], property, true]);
          }
        }
        // Things have language-neutral ids; only the page's own nodes live on its (language) URL.
        if (node['@id'] && !/#(webpage|breadcrumb|list)$/.test(node['@id'])) expect(node['@id']).not.toContain('/vi/');
      }
      one(nodes, 'WebSite');
      one(nodes, 'Organization');
      const page = nodes.find((n) => ['WebPage', 'CollectionPage', 'ContactPage', 'ImageGallery'].some((t) => types(n).includes(t)))!;
      const url = `${site.url}${language === 'vi' ? '/vi' : ''}${path}`;
      expect(page).toMatchObject({ '@id': `${url}#webpage`, url, inLanguage: language, isPartOf: { '@id': WEBSITE_ID } });
      // Every reference within the page resolves to a node of this graph or of another page's.
      const known = (knownIds[language] ??= new Set(pages.flatMap((p) => graph(p, language).map((n) => n['@id']))));
      const refs = JSON.stringify(nodes).match(/\{"@id":"[^"]+"\}/g) ?? [];
      for (const r of refs) {
        const id = (JSON.parse(r) as { '@id': string })['@id'];
        if (!id.startsWith('http://purl.org/')) expect([id, known.has(id)]).toEqual([id, true]);
      }
      // ... and to a node of this very page, with a type, a name and an address: a crawler reads one page.
      const described = typedObjects(nodes).filter((n) => n['@id']);
      for (const r of refs) {
        const id = (JSON.parse(r) as { '@id': string })['@id'];
        if (id.startsWith('http://purl.org/')) continue;
        const node = described.find((n) => n['@id'] === id && n.name && n.url);
        expect([id, node ? [types(node).length > 0, typeof node.name, typeof node.url] : 'missing']).toEqual([id, [true, 'string', 'string']]);
      }
      // Google's rich-result fields (tests/utils/rich-results.ts), on every product and event, nested ones included.
      expect(richResultProblems(nodes)).toEqual([]);
      // Vietnamese graphs are in Vietnamese: no cuisine or other English word list from the data.
      if (language === 'vi') {
        for (const node of typedObjects(nodes)) {
          for (const cuisine of (node.servesCuisine as string[] | undefined) ?? []) expect(Object.values(vi.StructuredData.cuisine)).toContain(cuisine);
        }
      }
      if (path === '/') {
        expect(ofType(nodes, 'BreadcrumbList')).toHaveLength(0);
      } else {
        const trail = one(nodes, 'BreadcrumbList').itemListElement as Array<{ position: number; name: string; item: string }>;
        expect(trail[0]).toMatchObject({ position: 1, name: 'Vela Hotels', item: `${site.url}${language === 'vi' ? '/vi/' : '/'}` });
        expect(trail.at(-1)!.item).toBe(url);
        trail.forEach((crumb, i) => expect(crumb.position).toBe(i + 1));
        if (language === 'vi') for (const crumb of trail.slice(1)) expect(crumb.item).toContain('/vi/');
      }
    });

    it('writes the text in the page language', () => {
      const nodes = graph('/dining/skybar/services/', language);
      expect(one(nodes, 'Event').name).toBe(text.SkybarServicesPage.djNights.title);
      expect(one(nodes, 'WebSite').inLanguage).toBe(language);
      const trail = one(graph('/accommodation/amalfi/premium-room-sea-view/', language), 'BreadcrumbList').itemListElement as Array<{ name: string }>;
      expect(trail.map((c) => c.name)).toEqual([
        'Vela Hotels',
        text.Navbar.accommodation,
        text.Meta.amalfiRooms.title,
        text.Rooms.amalfi['premium-room-sea-view'].name,
      ]);
    });
  });
});

describe('the group and the hotels', () => {
  it('describes the group as an Organization with a logo that reads on white, address, contact points and profiles', () => {
    const org = byId(graph('/', 'en'), ORGANIZATION_ID)!;
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Vela Hotels', sameAs: [...site.sameAs] });
    expect(org.logo).toMatchObject({ '@type': 'ImageObject', url: `${site.url}/brand/logo-512.png` });
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'VN', addressLocality: 'An Thoi, Phu Quoc', addressRegion: 'Kien Giang' });
    // On a Vietnamese page the place names are written with their marks; the country code stays.
    expect(byId(graph('/', 'vi'), ORGANIZATION_ID)!.address).toMatchObject({
      addressCountry: 'VN',
      streetAddress: '18 Đại lộ Hoàng Hôn, Thị trấn Hoàng Hôn',
      addressLocality: 'An Thới, Phú Quốc',
      addressRegion: 'Kiên Giang',
    });
    // The street too: "Đường", not "Street"; the town by its Vietnamese name.
    expect(byId(graph('/amalfi/', 'vi'), `${site.url}/amalfi/#hotel`)!.address).toMatchObject({ streetAddress: '7 Đường Amalfi, Thị trấn Hoàng Hôn' });
    expect((org.contactPoint as Array<{ telephone: string }>).map((c) => c.telephone)).toEqual([
      site.hotline.e164,
      site.hotels.sorrento.telephone.e164,
      site.hotels.amalfi.telephone.e164,
    ]);
    expect(org.subOrganization).toEqual([{ '@id': `${site.url}/sorrento/#hotel` }, { '@id': `${site.url}/amalfi/#hotel` }]);
  });

  it.each(['sorrento', 'amalfi'] as const)('describes %s as a Hotel with its contacts, price range, stars, amenities and room offers', (hotel) => {
    const nodes = graph(`/${hotel}/`, 'en');
    // The page describes its own hotel only (the group names it alone as its sub-organization).
    expect(ofType(nodes, 'Hotel')).toHaveLength(1);
    expect(one(nodes, 'Organization').subOrganization).toEqual([{ '@id': `${site.url}/${hotel}/#hotel` }]);
    const ld = byId(nodes, `${site.url}/${hotel}/#hotel`)!;
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      name: `Vela ${site.hotels[hotel].name}`,
      url: `${site.url}/${hotel}/`,
      telephone: site.hotels[hotel].telephone.e164,
      checkinTime: '14:00:00+07:00',
      checkoutTime: '12:00:00+07:00',
      parentOrganization: { '@id': ORGANIZATION_ID },
      starRating: { '@type': 'Rating', ratingValue: site.hotels[hotel].starRating },
    });
    expect(ld.address).toMatchObject({ streetAddress: site.hotels[hotel].address.street, addressCountry: 'VN' });
    expect(ld.image).toContain(`${site.url}/images/og/${hotel}-hero.jpg`);
    const geo = ld.geo as { latitude: number; longitude: number };
    expect(decimals(geo.latitude)).toBeGreaterThanOrEqual(5);
    expect(decimals(geo.longitude)).toBeGreaterThanOrEqual(5);
    expect(ld.priceRange).toMatch(/^[\d,]+ ₫ – [\d,]+ ₫$/);
    // Vietnamese groups thousands with dots, as every price on the Vietnamese pages does.
    expect(byId(graph(`/${hotel}/`, 'vi'), `${site.url}/${hotel}/#hotel`)!.priceRange).toMatch(/^\d{1,3}(\.\d{3})+ ₫ – \d{1,3}(\.\d{3})+ ₫$/);
    const features = ld.amenityFeature as Array<{ '@type': string; name: string; value: boolean }>;
    for (const f of features) expect(f).toMatchObject({ '@type': 'LocationFeatureSpecification', value: true });
    expect(features.map((f) => f.name)).toEqual(expect.arrayContaining(Object.values(en.HotelPage.features).filter((n) => features.some((f) => f.name === n))));
    expect(features.length).toBeGreaterThan(5);
    const rooms = ROOMS[hotel];
    expect(ld.makesOffer).toEqual(rooms.map((r) => ({ '@id': `${site.url}${roomPath(r)}#offer` })));
    expect(ld.containsPlace).toEqual(expect.arrayContaining(rooms.map((r) => ({ '@id': `${site.url}${roomPath(r)}#room` }))));
    for (const room of rooms) {
      expect(byId(nodes, `${site.url}${roomPath(room)}#offer`)).toMatchObject({ price: roomPrice(room).from, priceCurrency: 'VND' });
      expect(types(byId(nodes, `${site.url}${roomPath(room)}#room`)!)).toEqual(['HotelRoom', 'Product']);
    }
  });

  it('counts Amalfi rooms from the spec (6, 2, 4, 10, 4, 2) and leaves Sorrento without a count', () => {
    expect(byId(graph('/amalfi/', 'en'), `${site.url}/amalfi/#hotel`)!.numberOfRooms).toMatchObject({ value: 28, unitCode: 'ROM' });
    expect(byId(graph('/sorrento/', 'en'), `${site.url}/sorrento/#hotel`)!.numberOfRooms).toBeUndefined();
  });

  it('gives the Vietnamese hotel page Vietnamese amenities, with the same ids', () => {
    const ld = byId(graph('/amalfi/', 'vi'), `${site.url}/amalfi/#hotel`)!;
    expect(ld.url).toBe(`${site.url}/vi/amalfi/`);
    expect((ld.amenityFeature as Array<{ name: string }>).map((f) => f.name)).toContain(vi.HotelPage.features.rooftopPool);
  });

  it('writes times as schema.org Time and refuses nonsense', () => {
    expect(schemaTime('09:30')).toBe('09:30:00+07:00');
    expect(() => schemaTime('25:00')).toThrow();
  });
});

describe('rooms', () => {
  it.each(LANGUAGES)('a room page (%s): HotelRoom + Product in its hotel, and an Offer at the visible price', (language) => {
    const room = ROOMS.amalfi.find((r) => r.slug === 'premium-room-sea-view')!;
    const nodes = graph(roomPath(room), language);
    const roomNode = byId(nodes, `${site.url}${roomPath(room)}#room`)!;
    expect(roomNode).toMatchObject({
      occupancy: { '@type': 'QuantitativeValue', maxValue: 3, unitCode: 'C62' },
      floorSize: { value: 27, unitCode: 'MTK' },
      containedInPlace: { '@id': `${site.url}/amalfi/#hotel` },
      name: (language === 'vi' ? vi : en).Rooms.amalfi['premium-room-sea-view'].name,
    });
    expect(roomNode.image).toHaveLength(4);
    const offer = byId(nodes, `${site.url}${roomPath(room)}#offer`)!;
    expect(offer).toMatchObject({
      price: 2_500_000,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
      itemOffered: { '@id': roomNode['@id'] },
      offeredBy: { '@id': `${site.url}/amalfi/#hotel` },
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 2_500_000,
        priceCurrency: 'VND',
        unitCode: 'DAY',
        referenceQuantity: { value: 1, unitCode: 'DAY' },
      },
    });
    expect(offer.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(offer.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((offer.priceSpecification as { description: string }).description).toContain(language === 'vi' ? '2.500.000 ₫ mỗi đêm' : '2,500,000 ₫ per night');
  });

  it.each(['sorrento', 'amalfi'] as const)('the %s room list is an ItemList of its six rooms, each with its offer', (hotel) => {
    const nodes = graph(`/accommodation/${hotel}/`, 'en');
    const list = one(nodes, 'ItemList');
    expect((list.itemListElement as Array<{ url: string; item: { '@id': string } }>).map((e) => e.item['@id'])).toEqual(
      ROOMS[hotel].map((r) => `${site.url}${roomPath(r)}#room`),
    );
    expect(ofType(nodes, 'Offer')).toHaveLength(6);
  });
});

describe('every room is a Product with its own offer', () => {
  it.each(LANGUAGES)('%s: on every page, each HotelRoom + Product carries the visible "from" price as its offers', (language) => {
    let count = 0;
    for (const path of pages) {
      for (const node of typedObjects(graph(path, language)).filter((n) => types(n).includes('HotelRoom'))) {
        expect(types(node)).toEqual(['HotelRoom', 'Product']);
        const room = Object.values(ROOMS)
          .flat()
          .find((r) => node['@id'] === `${site.url}${roomPath(r)}#room`)!;
        expect(node.offers).toMatchObject({
          '@type': 'Offer',
          '@id': `${site.url}${roomPath(room)}#offer`,
          price: roomPrice(room).from,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
          url: `${site.url}${language === 'vi' ? '/vi' : ''}${roomPath(room)}`,
        });
        count++;
      }
    }
    // Each hotel page, room list and room page, and the compare page's defaults.
    expect(count).toBeGreaterThanOrEqual(12 * 3);
  });
});

describe('dining', () => {
  it('describes the sky bar as a BarOrPub in Amalfi (by @id), open 15:00-23:00 daily, with its page menu and both PDFs', () => {
    const bar = one(graph('/dining/skybar/', 'en'), 'BarOrPub');
    expect(bar).toMatchObject({ telephone: site.hotline.e164, containedInPlace: { '@id': `${site.url}/amalfi/#hotel` } });
    expect((bar.address as { streetAddress: string }).streetAddress).toBe(site.hotels.amalfi.address.street);
    expect(bar.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '15:00',
        closes: '23:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Sunday']),
      }),
    ]);
    // The menus on the page (each at its block, with every dish), then the PDFs.
    expect((bar.hasMenu as Array<{ url: string }>).map((m) => m.url)).toEqual([
      `${site.url}/dining/skybar/#menu-skybar-food`,
      `${site.url}/dining/skybar/#menu-skybar-drinks`,
      `${site.url}/assets/menus/amalfi/skybar/food.pdf`,
      `${site.url}/assets/menus/amalfi/skybar/drinks.pdf`,
    ]);
    const [food] = bar.hasMenu as Array<{ hasMenuSection: Array<{ hasMenuItem: Array<{ offers: { price: number; priceCurrency: string } }> }> }>;
    for (const section of food!.hasMenuSection) {
      expect(section.hasMenuItem.length).toBeGreaterThan(0);
      for (const item of section.hasMenuItem) expect(item.offers).toMatchObject({ price: expect.any(Number), priceCurrency: 'VND' });
    }
  });

  it('links every Luxe menu PDF, URL-encoded, and the Vietnamese page menu on the Vietnamese URL', () => {
    const urls = (one(graph('/dining/luxe/', 'vi'), 'Restaurant').hasMenu as Array<{ url: string; '@id'?: string }>).map((m) => m.url);
    expect(urls.slice(0, 2)).toEqual([`${site.url}/vi/dining/luxe/#menu-luxe-food`, `${site.url}/vi/dining/luxe/#menu-luxe-drinks`]);
    expect(urls).toContain(`${site.url}/assets/menus/amalfi/alacarte/food%20korean.pdf`);
    expect(urls).toHaveLength(8);
  });

  it('gives the Bistro its Sorrento address and the buffet its two sessions, a menu and their prices per person', () => {
    expect((one(graph('/dining/bistro/', 'en'), 'Restaurant').address as { streetAddress: string }).streetAddress).toBe(site.hotels.sorrento.address.street);
    const nodes = graph('/dining/buffet/', 'en');
    const buffet = one(nodes, 'Restaurant');
    expect((buffet.openingHoursSpecification as Array<{ opens: string; closes: string }>).map((h) => `${h.opens}-${h.closes}`)).toEqual([
      '06:30-10:00',
      '17:00-21:00',
    ]);
    const [menu] = buffet.hasMenu as Array<{ '@id': string; hasMenuSection: unknown[] }>;
    expect(menu!['@id']).toBe(`${site.url}/dining/buffet/#menu-buffet`);
    expect(menu!.hasMenuSection).toHaveLength(2);
    const offers = ofType(nodes, 'Offer');
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      [en.BuffetPage.breakfast.title, 145_000, 'VND'],
      [en.BuffetPage.dinner.title, 450_000, 'VND'],
    ]);
    expect(buffet.makesOffer).toEqual(offers.map((o) => ({ '@id': o['@id'] })));
  });

  it('lists the four venues on /dining/', () => {
    const list = one(graph('/dining/', 'en'), 'ItemList');
    expect(list.numberOfItems).toBe(4);
  });

  it.each(LANGUAGES)('%s: the DJ nights are dated for the coming weeks, free, at the SkyBar by its resident DJs', (language) => {
    const event = one(graph('/dining/skybar/services/', language), 'Event');
    const text = language === 'vi' ? vi : en;
    const nights = event.subEvent as Node[];
    // Four nights a week for four weeks, minus any that began before the build.
    expect(nights.length).toBeGreaterThanOrEqual(15);
    expect(nights.length).toBeLessThanOrEqual(16);
    const starts = nights.map((n) => n.startDate as string);
    expect(starts).toEqual([...starts].sort());
    expect(event.startDate).toBe(starts[0]);
    for (const night of nights) {
      const start = new Date(night.startDate as string);
      expect(start.getTime()).toBeGreaterThan(Date.now());
      expect(night.startDate).toMatch(/T20:30:00\+07:00$/);
      expect(night.endDate).toMatch(/T23:00:00\+07:00$/);
      // The weekday in Vietnam: Tuesday, Friday, Saturday or Sunday.
      expect([2, 5, 6, 0]).toContain(new Date(start.getTime() + 7 * 3_600_000).getUTCDay());
      expect(night).toMatchObject({
        name: text.SkybarServicesPage.djNights.title,
        location: { '@id': `${site.url}/dining/skybar/#venue`, address: { addressCountry: 'VN' } },
        organizer: { '@id': `${site.url}/amalfi/#hotel`, name: 'Vela Amalfi' },
        performer: { '@type': 'PerformingGroup', name: text.StructuredData.djPerformer },
        offers: { '@type': 'Offer', price: 0, priceCurrency: 'VND' },
        superEvent: { '@id': event['@id'] },
      });
    }
    // The page says entry is free, in its language.
    expect(event.description).toContain(language === 'vi' ? 'vào cửa tự do' : 'free entry');
  });

  it('writes the cuisines in the page language, and the buffet offers link to the menu block that exists', () => {
    for (const path of ['/dining/', '/dining/bistro/', '/dining/luxe/', '/dining/buffet/', '/dining/skybar/', '/offers/']) {
      for (const language of LANGUAGES) {
        const text = language === 'vi' ? vi : en;
        for (const venue of [...ofType(graph(path, language), 'Restaurant'), ...ofType(graph(path, language), 'BarOrPub')]) {
          for (const cuisine of venue.servesCuisine as string[]) expect(Object.values(text.StructuredData.cuisine)).toContain(cuisine);
        }
      }
    }
    expect(one(graph('/dining/bistro/', 'vi'), 'Restaurant').servesCuisine).toEqual(['Món Việt', 'Đặc sản địa phương', 'Hải sản']);
    const nodes = graph('/dining/buffet/', 'vi');
    const menu = (one(nodes, 'Restaurant').hasMenu as Array<{ '@id': string }>)[0]!;
    for (const offer of ofType(nodes, 'Offer')) expect(offer.url).toBe(menu['@id']);
  });

  it('states the Live DJ nights as a weekly Event: Tue, Fri, Sat and Sun from 20:30 at the sky bar', () => {
    const event = one(graph('/dining/skybar/services/', 'en'), 'Event');
    expect(event).toMatchObject({
      location: { '@id': `${site.url}/dining/skybar/#venue` },
      eventSchedule: {
        '@type': 'Schedule',
        byDay: ['https://schema.org/Tuesday', 'https://schema.org/Friday', 'https://schema.org/Saturday', 'https://schema.org/Sunday'],
        startTime: '20:30',
        repeatFrequency: 'P1W',
        scheduleTimezone: 'Asia/Ho_Chi_Minh',
      },
    });
  });
});

describe('explore, offers, contact, gallery', () => {
  it('lists the five attractions as TouristAttraction with a place (geo, five decimals)', () => {
    const nodes = graph('/explore/', 'en');
    const places = ofType(nodes, 'TouristAttraction');
    expect(places).toHaveLength(5);
    for (const place of places) {
      expect(place.url).toMatch(new RegExp(`^${site.url}/explore/#\\w+$`));
      expect(place.image).toMatch(new RegExp(`^${site.url}/images/.+\\.(webp|avif|jpg)$`));
      const geo = place.geo as { latitude: number; longitude: number };
      expect(decimals(geo.latitude)).toBeGreaterThanOrEqual(5);
      expect(decimals(geo.longitude)).toBeGreaterThanOrEqual(5);
    }
    expect(places[0]!.description).toContain('400 m');
    expect(one(nodes, 'ItemList').numberOfItems).toBe(5);
  });

  it('lists the two offers with their terms and who offers them, and no invented price', () => {
    const nodes = graph('/offers/', 'en');
    const [discount, cocktails] = ofType(nodes, 'Offer');
    expect(discount!.name).toBe('10% off food and beverage');
    expect(discount!.category).toBe('For in-house guests');
    expect(discount!.offeredBy).toEqual([{ '@id': `${site.url}/sorrento/#hotel` }, { '@id': `${site.url}/amalfi/#hotel` }]);
    expect(byId(nodes, `${site.url}/sorrento/#hotel`)).toMatchObject({ name: 'Vela Sorrento', telephone: site.hotels.sorrento.telephone.e164 });
    expect(cocktails!.offeredBy).toEqual([{ '@id': `${site.url}/amalfi/#hotel` }]);
    expect(cocktails!.description).toContain('15:00–19:00');
    expect(cocktails).toMatchObject({ availabilityStarts: '15:00:00+07:00', availabilityEnds: '19:00:00+07:00' });
    for (const offer of [discount!, cocktails!]) expect(offer.price).toBeUndefined();
  });

  it('marks /contact/ as a ContactPage about the group and /gallery/ as an ImageGallery of its pictures', () => {
    expect(one(graph('/contact/', 'vi'), 'ContactPage').mainEntity).toEqual({ '@id': ORGANIZATION_ID });
    const gallery = one(graph('/gallery/', 'vi'), 'ImageGallery');
    const images = gallery.image as Array<{ contentUrl: string; caption: string }>;
    expect(images.length).toBeGreaterThan(10);
    expect(images[0]!.caption).not.toBe('');
  });

  it.each(LANGUAGES)('%s: the ImageGallery lists the pictures its HTML holds (the first batch), in the page language', (language) => {
    const images = one(graph('/gallery/', language), 'ImageGallery').image as Array<{ contentUrl: string; caption: string; name: string }>;
    const shown = GALLERY_IMAGES.slice(0, GALLERY_BATCH_SIZE);
    expect(images).toHaveLength(12);
    images.forEach((image, i) => {
      const manifest = getImage(shown[i]!.id);
      expect(image.contentUrl).toBe(`${site.url}${imageSrc(shown[i]!.id, manifest.widths.at(-1) ?? manifest.width)}`);
      expect([image.name, image.caption]).toEqual([manifest.title[language], manifest.alt[language]]);
    });
  });
});
