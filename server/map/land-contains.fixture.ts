import { geoPointInPolygon } from '../../src/domain/geo/geo-polygon.ts';
import type { MapPosition } from './geojson.ts';
import { landPolygons } from './land-outline.ts';

const at = ([longitude, latitude]: MapPosition) => ({ latitude, longitude });

/** Whether a [lng, lat] point lies inside one closed ring (its edge counts as inside). */
export function ringContains(ring: readonly MapPosition[], point: MapPosition): boolean {
  return geoPointInPolygon(at(point), [ring]);
}

const LAND = landPolygons();

/**
 * §9 map: whether a [lng, lat] point is on the offline map's land (inside the mainland or
 * an island, and not in a lake). Used to check the hand-drawn outline against the chain.
 */
export function landContains(point: MapPosition): boolean {
  return LAND.some((polygon) => geoPointInPolygon(at(point), polygon));
}
