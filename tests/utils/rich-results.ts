/**
 * Google's rich-result fields, required and recommended, per type: Product snippets, Event, the
 * LocalBusiness family (Hotel, Restaurant, BarOrPub), BreadcrumbList, and image metadata for the
 * ImageGallery. Shared by the structured-data unit test (every graph) and the e2e specs (the graph as
 * the HTML carries it), so both hold the site to the same list.
 */
export type LdNode = Record<string, any> & { '@type'?: string | string[]; '@id'?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every object of a graph, nested ones included (a room's offer, each dated night of an event). */
export const allObjects = (value: unknown): LdNode[] => {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (typeof value !== 'object' || value === null) return [];
  return [value as LdNode, ...Object.values(value).flatMap(allObjects)];
};

type Check = (value: unknown) => boolean;
const text: Check = (v) => typeof v === 'string' && v.trim() !== '';
const present: Check = (v) => v !== undefined && !(Array.isArray(v) && v.length === 0);
const node = (v: unknown) => (typeof v === 'object' && v !== null ? (v as LdNode) : ({} as LdNode));
const typed =
  (type: string): Check =>
  (v) =>
    node(v)['@type'] === type;
/** A schema.org DateTime with its UTC offset ("2026-11-27T20:30:00+07:00"). */
const dateTime: Check = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(v);
const date: Check = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const offer: Check = (v) =>
  typeof node(v).price === 'number' && node(v).priceCurrency === 'VND' && node(v).availability === 'https://schema.org/InStock' && text(node(v).url);

const LOCAL_BUSINESS: Record<string, Check> = {
  name: text,
  address: typed('PostalAddress'),
  geo: typed('GeoCoordinates'),
  telephone: (v) => typeof v === 'string' && /^\+\d+$/.test(v),
  url: text,
  image: present,
  priceRange: text,
};
const EATERY: Record<string, Check> = {
  ...LOCAL_BUSINESS,
  servesCuisine: present,
  hasMenu: present,
  acceptsReservations: (v) => v === true,
  openingHoursSpecification: present,
};

export const RICH_RESULTS: Record<string, Record<string, Check>> = {
  Product: { name: text, image: present, description: text, offers: (v) => offer(v) && date(node(v).priceValidUntil) && date(node(v).validFrom) },
  Event: {
    name: text,
    startDate: dateTime,
    endDate: dateTime,
    location: (v) => text(node(v).name) && typed('PostalAddress')(node(v).address),
    description: text,
    image: present,
    eventStatus: (v) => v === 'https://schema.org/EventScheduled',
    eventAttendanceMode: (v) => v === 'https://schema.org/OfflineEventAttendanceMode',
    offers: (v) => offer(v) && text(node(v).validFrom),
    organizer: (v) => text(node(v).name) && text(node(v).url),
    performer: (v) => text(node(v).name),
  },
  Hotel: { ...LOCAL_BUSINESS, starRating: (v) => typeof node(v).ratingValue === 'number' },
  Restaurant: EATERY,
  BarOrPub: EATERY,
  BreadcrumbList: {
    itemListElement: (v) =>
      Array.isArray(v) && v.length > 0 && (v as LdNode[]).every((crumb, i) => crumb.position === i + 1 && text(crumb.name) && text(crumb.item)),
  },
  ImageGallery: {
    image: (v) => Array.isArray(v) && v.length > 0 && (v as LdNode[]).every((image) => text(image.contentUrl) && text(image.caption) && text(image.name)),
  },
};

/**
 * Each rich-result field a graph's nodes lack or get wrong, as "Type @id: field" (none expected).
 * Hotels, venues, trails and galleries are checked where the graph describes them (its own nodes: an
 * event's organizer names a hotel by id, name and url without describing it again); products and
 * events wherever they are.
 */
export function richResultProblems(nodes: readonly LdNode[]): string[] {
  const nested = allObjects(nodes).filter((o) => !nodes.includes(o) && o['@type']);
  return [...nodes, ...nested].flatMap((n) =>
    ([] as string[])
      .concat(n['@type'] ?? [])
      .filter((type) => nodes.includes(n) || type === 'Product' || type === 'Event')
      .flatMap((type) =>
        Object.entries(RICH_RESULTS[type] ?? {})
          .filter(([field, valid]) => !valid(n[field]))
          .map(([field]) => `${type} ${n['@id'] ?? n.name}: ${field}`),
      ),
  );
}
