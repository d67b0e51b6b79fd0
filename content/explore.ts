/**
 * Town attractions on /explore (docs/REQUIREMENTS.md §3 "Explore item", §9 distances). The words
 * live in messages/ExplorePage.items.<key>; here only ids, images and the known numbers.
 */
import type { ImageId } from './images';

export interface ExploreItem {
  /** Key in messages ExplorePage.items, and the card's anchor id on /explore/. */
  key: 'cableCar' | 'ruins' | 'lightShow' | 'dragonStairway' | 'clockTower';
  image: ImageId;
  /** WGS 84, five decimals (structured data: TouristAttraction geo). */
  geo: { latitude: number; longitude: number };
}

/** Distance from the hotels to the cable-car station (REQUIREMENTS §9). */
export const CABLE_CAR_STATION_DISTANCE_M = 400;
/** Height of the clock tower (REQUIREMENTS §2 and §9). */
export const CLOCK_TOWER_HEIGHT_M = 75;

export const EXPLORE_ITEMS: readonly ExploreItem[] = [
  { key: 'cableCar', geo: { latitude: 9.97689, longitude: 104.01772 }, image: 'attraction-cable-car' },
  { key: 'ruins', geo: { latitude: 9.97203, longitude: 104.01834 }, image: 'attraction-ruins' },
  { key: 'lightShow', geo: { latitude: 9.97106, longitude: 104.01677 }, image: 'attraction-light-show' },
  { key: 'dragonStairway', geo: { latitude: 9.97318, longitude: 104.01952 }, image: 'attraction-dragon-stairway' },
  { key: 'clockTower', geo: { latitude: 9.97467, longitude: 104.01651 }, image: 'attraction-clock-tower' },
];
