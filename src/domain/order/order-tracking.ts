import type { GeoPoint } from '../geo/geo-point';

/** What the tracker needs of a tracking point (§3.6). */
export interface OrderTrackingPointLike extends GeoPoint {
  index: number;
}

/** §3.6 the driver's position: the tracking point with the highest index, or null. */
export function trackingLastPoint<T extends OrderTrackingPointLike>(
  points: readonly T[],
): T | null {
  let last: T | null = null;
  for (const point of points) {
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    if (last === null || point.index > last.index) last = point;
  }
  return last;
}

/** §3.6 the route the driver has taken so far, in index order (unusable points skipped). */
export function trackingRoute<T extends OrderTrackingPointLike>(points: readonly T[]): T[] {
  return points
    .filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude))
    .sort((a, b) => a.index - b.index);
}

/**
 * §3.6 deliveryManTime (minutes) as the tracker shows it; null when unknown. Choice: rounded
 * up, and under a minute reads as arriving.
 */
export function trackingEtaText(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) {
    return null;
  }
  const whole = Math.ceil(minutes);
  if (whole <= 0) return 'Tu repartidor está por llegar';
  return `Llegada estimada en ${whole} ${whole === 1 ? 'minuto' : 'minutos'}`;
}
