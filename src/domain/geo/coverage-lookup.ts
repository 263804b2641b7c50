import { geoDistanceKm } from './geo-distance';
import type { GeoPoint } from './geo-point';
import { geoPointInPolygon } from './geo-polygon';
import type { GeoZone } from './geo-zone';
import type { ShopId } from '../shops/shop-id';

/** §3.2 one answer of the coverage-by-coordinates lookup: IDTDA and IDPOL. */
export interface CoverageLookupEntry {
  shopId: ShopId | null;
  /** the zone's code */
  polygonCode: string;
}

/** §3.2 where a shop stands, to rank the lookup by distance. */
export interface CoverageShopPlace {
  id: ShopId;
  latitude: number | null;
  longitude: number | null;
}

const KIND_RANK = { ZON: 0, TDA: 1, COL: 2 } as const;

/**
 * §3.2 coverage by coordinates: every delivery zone (ZON) and shop area (TDA) holding the
 * point, the nearest shop first (by the shops' places; entries whose shop has no known place
 * last). Ties, and every entry when no places are given, keep ZON before TDA, then list order.
 */
export function coverageLookup(
  point: GeoPoint,
  zones: readonly GeoZone[],
  shops: readonly CoverageShopPlace[] = [],
): CoverageLookupEntry[] {
  const places = new Map(shops.map((s) => [s.id, s]));
  const distance = (shopId: ShopId | null) => {
    const place = shopId === null ? undefined : places.get(shopId);
    if (!place || place.latitude === null || place.longitude === null) return Infinity;
    return geoDistanceKm(point, { latitude: place.latitude, longitude: place.longitude });
  };
  return zones
    .filter((z) => z.kind !== 'COL' && geoPointInPolygon(point, z.polygon))
    .map((z) => ({ zone: z, km: distance(z.shopId) }))
    .sort((a, b) => a.km - b.km || KIND_RANK[a.zone.kind] - KIND_RANK[b.zone.kind])
    .map(({ zone }) => ({ shopId: zone.shopId, polygonCode: zone.code }));
}
