import { geoDistanceKm } from '../../../src/domain/geo/geo-distance.ts';
import type { GeoPoint } from '../../../src/domain/geo/geo-point.ts';

/**
 * The simulated driver of the development tools (issue 6 operations): a slightly bent route
 * from the shop to the delivery point — through one waypoint pushed sideways off the
 * straight line — split in equal lengths, at a town speed.
 */

/** A driver's average speed in town, km/h. */
export const DRIVER_SPEED_KMH = 30;

/** How far the waypoint leaves the straight line, as a share of the trip. */
const BEND = 0.18;

const lerp = (a: GeoPoint, b: GeoPoint, t: number): GeoPoint => ({
  latitude: a.latitude + (b.latitude - a.latitude) * t,
  longitude: a.longitude + (b.longitude - a.longitude) * t,
});

/** The bend of the route: the midpoint pushed perpendicular to the trip. */
export function driverWaypoint(from: GeoPoint, to: GeoPoint): GeoPoint {
  const mid = lerp(from, to, 0.5);
  return {
    latitude: mid.latitude - (to.longitude - from.longitude) * BEND,
    longitude: mid.longitude + (to.latitude - from.latitude) * BEND,
  };
}

/** `steps` points along shop → waypoint → delivery point, equally spaced; the last is `to`. */
export function driverRoute(from: GeoPoint, to: GeoPoint, steps: number): GeoPoint[] {
  const via = driverWaypoint(from, to);
  const first = geoDistanceKm(from, via);
  const total = first + geoDistanceKm(via, to);
  const points: GeoPoint[] = [];
  for (let i = 1; i <= steps; i++) {
    const along = (total * i) / steps;
    if (i === steps) points.push({ ...to });
    else if (total === 0) points.push({ ...from });
    else if (along <= first) points.push(lerp(from, via, first === 0 ? 1 : along / first));
    else points.push(lerp(via, to, (along - first) / (total - first)));
  }
  return points;
}

/** Speed at step `index` (1-based) of `steps`: town traffic around the average, 0 on arrival. */
export function driverVelocity(index: number, steps: number): number {
  if (index >= steps) return 0;
  return DRIVER_SPEED_KMH - 6 + ((index * 7) % 13);
}

/** Minutes the driver still needs from `at` to `to` at the average speed (rounded up). */
export function driverMinutesLeft(at: GeoPoint, to: GeoPoint): number {
  return Math.ceil((geoDistanceKm(at, to) / DRIVER_SPEED_KMH) * 60);
}
