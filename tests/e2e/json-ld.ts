import { expect, type Page } from '@playwright/test';

export type LdNode = Record<string, any> & { '@type': string | string[]; '@id'?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The page's one structured-data graph (exactly one JSON-LD script, holding a `@graph`), as its nodes. */
export async function jsonLdGraph(page: Page): Promise<LdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]!) as { '@context': string; '@graph': LdNode[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

export const hasType = (node: LdNode, type: string) => ([] as string[]).concat(node['@type']).includes(type);
export const nodesOfType = (nodes: LdNode[], type: string) => nodes.filter((n) => hasType(n, type));
export const nodeById = (nodes: LdNode[], id: string) => nodes.find((n) => n['@id'] === id);

/** Every object of a graph, nested ones included (a room's offer, each dated night of an event). */
export const allObjects = (value: unknown): LdNode[] => {
  if (Array.isArray(value)) return value.flatMap(allObjects);
  if (typeof value !== 'object' || value === null) return [];
  return [value as LdNode, ...Object.values(value).flatMap(allObjects)];
};

const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const address = (v: unknown) => (v as LdNode | undefined)?.['@type'] === 'PostalAddress';
const dateTime = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/.test(v);
const date = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);
const offer = (v: unknown) => {
  const o = v as LdNode | undefined;
  return typeof o?.price === 'number' && o.priceCurrency === 'VND' && text(o.availability) && text(o.url);
};

/**
 * Google's rich-result fields, required and recommended, per type (Product snippets, Event, the
 * LocalBusiness family for hotels and restaurants, BreadcrumbList, and image metadata for the gallery).
 * Hotels and venues are checked where the graph describes them (top level); products and events
 * wherever they are.
 */
const RICH_RESULTS: Record<string, Record<string, (value: unknown) => boolean>> = {
  Product: {
    name: text,
    image: (v) => v !== undefined,
    description: text,
    offers: (v) => offer(v) && date((v as LdNode).priceValidUntil) && date((v as LdNode).validFrom),
  },
  Event: {
    name: text,
    startDate: dateTime,
    endDate: dateTime,
    location: (v) => text((v as LdNode)?.name) && address((v as LdNode)?.address),
    description: text,
    image: (v) => v !== undefined,
    eventStatus: text,
    eventAttendanceMode: text,
    offers: (v) => offer(v) && text((v as LdNode).validFrom),
    organizer: (v) => text((v as LdNode)?.name) && text((v as LdNode)?.url),
    performer: (v) => text((v as LdNode)?.name),
  },
  Hotel: {
    name: text,
    address,
    geo: (v) => (v as LdNode)?.['@type'] === 'GeoCoordinates',
    telephone: text,
    url: text,
    image: (v) => v !== undefined,
    priceRange: text,
    starRating: (v) => v !== undefined,
  },
  Restaurant: {
    name: text,
    address,
    geo: (v) => v !== undefined,
    telephone: text,
    url: text,
    image: (v) => v !== undefined,
    priceRange: text,
    servesCuisine: (v) => Array.isArray(v) && v.length > 0,
    hasMenu: (v) => v !== undefined,
    openingHoursSpecification: (v) => Array.isArray(v) && v.length > 0,
  },
  BreadcrumbList: {
    itemListElement: (v) =>
      Array.isArray(v) && v.length > 0 && (v as LdNode[]).every((crumb, i) => crumb.position === i + 1 && text(crumb.name) && text(crumb.item)),
  },
  ImageGallery: {
    image: (v) => Array.isArray(v) && v.length > 0 && (v as LdNode[]).every((image) => text(image.contentUrl) && text(image.caption) && text(image.name)),
  },
};

/** Each rich-result field a graph's nodes lack or get wrong, as "Type @id: field" (none expected). */
export function richResultProblems(nodes: LdNode[]): string[] {
  const nested = allObjects(nodes).filter((o) => !nodes.includes(o) && o['@type']);
  return [...nodes, ...nested].flatMap((node) =>
    ([] as string[])
      .concat(node['@type'] ?? [])
      .filter((type) => nodes.includes(node) || type === 'Product' || type === 'Event')
      .flatMap((type) =>
        Object.entries(RICH_RESULTS[type] ?? {})
          .filter(([field, valid]) => !valid(node[field]))
          .map(([field]) => `${type} ${node['@id'] ?? node.name}: ${field}`),
      ),
  );
}
