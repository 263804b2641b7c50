import type { GeoPoint } from './geo-point';

/** §9 earth radius for distances, in kilometres. */
export const GEO_EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** §3.2 / §9 great-circle (haversine) distance in km, e.g. from a customer to a shop. */
export function geoDistanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodes, and asin(>1) is NaN
  return 2 * GEO_EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
