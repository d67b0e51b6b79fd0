/**
 * Town attractions on /explore (docs/REQUIREMENTS.md §3 "Explore item", §9 distances). The words
 * live in messages/ExplorePage.items.<key>; here only ids, images and the known numbers, from
 * content/data/explore.json (edited in /admin/, checked by content/schema.mjs at build).
 */
import data from './data/explore.json';
import type { ImageId } from './images';

export interface ExploreItem {
  /** Key in messages ExplorePage.items, and the card's anchor id on /explore/. */
  key: 'cableCar' | 'ruins' | 'lightShow' | 'dragonStairway' | 'clockTower';
  image: ImageId;
  /** WGS 84, five decimals (structured data: TouristAttraction geo). */
  geo: { latitude: number; longitude: number };
}

/** Distance from the hotels to the cable-car station (REQUIREMENTS §9). */
export const CABLE_CAR_STATION_DISTANCE_M: number = data.cableCarStationDistanceM;
/** Height of the clock tower (REQUIREMENTS §2 and §9). */
export const CLOCK_TOWER_HEIGHT_M: number = data.clockTowerHeightM;

export const EXPLORE_ITEMS: readonly ExploreItem[] = data.items as ExploreItem[];
