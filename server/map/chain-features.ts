import type { ChainData } from '../seed/schema.ts';
import type { MapFeatureCollection, MapPosition } from './geojson.ts';

/**
 * The chain's geography as map data (§3.2): coverage polygons and shop points, from the
 * records the seed loaded.
 */

export type ZoneRecord = ChainData['zonas'][number];
export type ShopPointRecord = Pick<ChainData['tiendas'][number], 'I' | 'N' | 'LAT' | 'LNG'>;

/** A closed copy of a ring: the chain accepts rings closed or not, GeoJSON wants them closed. */
function closedRing(ring: [number, number][]): MapPosition[] {
  const copy = ring.map(([lng, lat]): MapPosition => [lng, lat]);
  const first = copy[0];
  const last = copy[copy.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) copy.push([...first]);
  return copy;
}

/**
 * §3.2 the COL/ZON/TDA polygons, in file order, with the properties the style filters on:
 * kind, code, name, shopId and restrictionCode.
 */
export function zonesFeatureCollection(zones: readonly ZoneRecord[]): MapFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone, i) => ({
      type: 'Feature',
      id: i + 1,
      properties: {
        kind: zone.TIPO,
        code: zone.CODIGO,
        name: zone.N,
        shopId: zone.IDTDA ?? null,
        restrictionCode: zone.RESTRICCION ?? null,
      },
      geometry: { type: 'Polygon', coordinates: zone.POLIGONO.map(closedRing) },
    })),
  };
}

/** §3.2 the shops as points with their id and name. */
export function shopsFeatureCollection(shops: readonly ShopPointRecord[]): MapFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: shops.map((shop) => ({
      type: 'Feature',
      id: shop.I,
      properties: { id: shop.I, name: shop.N },
      geometry: { type: 'Point', coordinates: [shop.LNG, shop.LAT] },
    })),
  };
}
