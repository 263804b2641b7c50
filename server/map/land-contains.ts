import type { MapPosition } from './geojson.ts';
import { landPolygons } from './land-outline.ts';

/** Even-odd crossing test of a point against one closed ring. */
export function ringContains(ring: readonly MapPosition[], [x, y]: MapPosition): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const LAND = landPolygons();

/**
 * §9 map: whether a [lng, lat] point is on the offline map's land (inside the mainland or
 * an island, and not in a lake). Used to check the hand-drawn outline against the chain.
 */
export function landContains(point: MapPosition): boolean {
  return LAND.some(
    ([outer, ...holes]) =>
      ringContains(outer!, point) && !holes.some((hole) => ringContains(hole, point)),
  );
}
