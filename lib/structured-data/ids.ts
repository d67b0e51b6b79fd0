/**
 * Node ids of the site's structured-data graph. Things (the group, a hotel, a room, a venue) have
 * one language-neutral id, the same on every page and in both languages, so search engines join
 * what the pages say about them; a page's own nodes (WebPage, BreadcrumbList) are ids on its URL.
 */
import type { Room } from '@/content/rooms';
import { site, type HotelKey } from '@/content/site';
import type { VenueKey } from '@/content/venues';
import { VENUES } from '@/content/venues';
import { roomPath } from '@/content/rooms';

const neutral = (path: string, fragment: string) => `${site.url}${path}#${fragment}`;

export const WEBSITE_ID = neutral('/', 'website');
export const ORGANIZATION_ID = neutral('/', 'organization');
export const LOGO_ID = neutral('/', 'logo');
export const hotelId = (hotel: HotelKey) => neutral(`/${hotel}/`, 'hotel');
export const roomId = (room: Pick<Room, 'hotel' | 'slug'>) => neutral(roomPath(room), 'room');
export const roomOfferId = (room: Pick<Room, 'hotel' | 'slug'>) => neutral(roomPath(room), 'offer');
export const venueId = (venue: VenueKey) => neutral(VENUES[venue].path, 'venue');

/** `{ '@id': … }`: a reference to a node described in full elsewhere in the graph or on another page. */
export const ref = (id: string) => ({ '@id': id });
