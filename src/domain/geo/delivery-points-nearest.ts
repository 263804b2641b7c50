import type { DeliveryPoint } from './coverage';
import { geoDistanceKm } from './geo-distance';
import type { GeoPoint } from './geo-point';

/** §3.2 a delivery point with its distance from the customer's pin. */
export interface DeliveryPointNear {
  point: DeliveryPoint;
  distanceKm: number;
}

/**
 * §3.2 / §5.6 a zone's delivery points nearest first from the pin (the zone's order breaks
 * ties), each with its distance.
 */
export function deliveryPointsNearest(
  points: readonly DeliveryPoint[],
  pin: GeoPoint,
): DeliveryPointNear[] {
  return points
    .map((point) => ({ point, distanceKm: geoDistanceKm(pin, point) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.point.index - b.point.index);
}
