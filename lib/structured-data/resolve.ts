/**
 * Every page's graph resolves on its own: each `{ "@id": … }` reference names a node of the same page
 * (with at least its type, name and url), because a crawler reads one page at a time and does not
 * fetch the page where the node is described in full. What a page refers to without describing it
 * (the group's hotels, a hotel's rooms and venues, their offers) is added here in its short form.
 */
import type { Thing } from 'schema-dts';
import { ROOMS } from '@/content/rooms';
import { HOTEL_KEYS } from '@/content/site';
import { BUFFET } from '@/content/venues';
import type { Language } from '@/lib/i18n/language';
import { hotelSummaryNode, roomNode, roomOfferNode } from './hotels';
import { hotelId, roomId, roomOfferId, venueId } from './ids';
import { VENUE_KEYS } from './pages';
import { buffetOffers, buffetOfferId, venueNode } from './venues';

/** Outside vocabularies (GoodRelations' business functions) are not nodes of the site. */
const EXTERNAL = /^https?:\/\/purl\.org\//;

type Json = unknown;

/** The short node for each id a page may name, built on demand. */
function summaries(language: Language): Map<string, () => Thing> {
  const map = new Map<string, () => Thing>();
  for (const hotel of HOTEL_KEYS) {
    map.set(hotelId(hotel), () => hotelSummaryNode(hotel, language));
    for (const room of ROOMS[hotel]) {
      map.set(roomId(room), () => roomNode(room, language, false));
      map.set(roomOfferId(room), () => roomOfferNode(room, language));
    }
  }
  for (const key of VENUE_KEYS) map.set(venueId(key), () => venueNode(key, language, false));
  const sessions = Object.keys(BUFFET.sessions) as Array<keyof typeof BUFFET.sessions>;
  sessions.forEach((session, index) => map.set(buffetOfferId(session), () => buffetOffers(language)[index]!));
  return map;
}

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node described here: an object with an @id and more than the @id. */
const isDescribed = (value: Record<string, Json>) => typeof value['@id'] === 'string' && Object.keys(value).length > 1;
const isReference = (value: Record<string, Json>) => typeof value['@id'] === 'string' && Object.keys(value).length === 1;

/** The ids a graph describes and the ids it refers to, anywhere in its nodes. */
export function graphIds(nodes: readonly Json[]): { described: Set<string>; referenced: Set<string> } {
  const described = new Set<string>();
  const referenced = new Set<string>();
  const walk = (value: Json) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      if (isDescribed(value)) described.add(value['@id'] as string);
      else if (isReference(value) && !EXTERNAL.test(value['@id'] as string)) referenced.add(value['@id'] as string);
      Object.values(value).forEach(walk);
    }
  };
  walk(nodes);
  return { described, referenced };
}

/** The page's nodes plus the short node of everything they name and do not describe, until nothing is missing. */
export function withReferencedNodes(nodes: readonly Thing[], language: Language): Thing[] {
  const known = summaries(language);
  const result = [...nodes];
  for (;;) {
    const { described, referenced } = graphIds(result);
    const missing = [...referenced].filter((id) => !described.has(id));
    if (missing.length === 0) return result;
    for (const id of missing) {
      const build = known.get(id);
      if (!build) throw new Error(`No node for ${id}`);
      result.push(build());
    }
  }
}
