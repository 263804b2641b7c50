import type { Shop } from '../catalogs';
import type { GeoPoint } from '../geo/geo-point';
import { scheduleOpenWindowAt, type ScheduleHours } from '../schedule/schedule-hours';
import { shopDistanceKm } from './shops-list';

/** §4.2 a shop offered for pickup, with its distance from the place asked about. */
export interface ShopNearby {
  shop: Shop;
  distanceKm: number;
}

/**
 * §4.2 / §4.4 the way out of a place without coverage: the nearest shop with coordinates that
 * is open at `now` (its own hours, else the chain's; a window across midnight counts from
 * the day before). Null when none is open. Ties keep the list order.
 */
export function shopsNearestOpen(
  shops: readonly Shop[],
  origin: GeoPoint,
  now: number,
  chainHours: ScheduleHours,
): ShopNearby | null {
  let best: ShopNearby | null = null;
  for (const shop of shops) {
    const distanceKm = shopDistanceKm(shop, origin);
    if (distanceKm === null || (best !== null && distanceKm >= best.distanceKm)) continue;
    if (scheduleOpenWindowAt(now, shop.hours, chainHours) === null) continue;
    best = { shop, distanceKm };
  }
  return best;
}
