/**
 * Town attractions on /explore (spec section 3 "Explore item", section 9 distances). The words
 * live in messages/ExplorePage.items.<key>; here only ids, images and the known numbers.
 */
import type { ImageId } from './images';

export interface ExploreItem {
  /** Key in messages ExplorePage.items, and the card's anchor id on /explore/. */
  key: 'cableCar' | 'ruins' | 'lightShow' | 'dragonStairway' | 'clockTower';
  image: ImageId;
}

/** Distance from the hotels to the cable-car station (spec section 9). */
export const CABLE_CAR_STATION_DISTANCE_M = 400;
/** Height of the clock tower (spec sections 2 and 9). */
export const CLOCK_TOWER_HEIGHT_M = 75;

export const EXPLORE_ITEMS: readonly ExploreItem[] = [
  { key: 'cableCar', image: 'attraction-cable-car' },
  { key: 'ruins', image: 'attraction-ruins' },
  { key: 'lightShow', image: 'attraction-light-show' },
  { key: 'dragonStairway', image: 'attraction-dragon-stairway' },
  { key: 'clockTower', image: 'attraction-clock-tower' },
];
