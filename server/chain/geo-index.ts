import type { GeoPoint } from '../../src/domain/geo/geo-point';
import type { GeoZone, ZoneDeliveryPoint } from '../../src/domain/geo/geo-zone.ts';
import { shopIdOf, type ShopId } from '../../src/domain/shops/shop-id.ts';
import type { ChainData } from '../seed/schema.ts';
import type { ChainPart } from './chain-view.ts';

/**
 * What the geo/* calls and the order save read from a loaded chain (docs/protocol.md "Geo
 * calls"): zones as domain GeoZones, delivery points and shops, built once per chain
 * version (a part of its ChainView).
 */

export type ZoneRecord = ChainData['zonas'][number];
type ShopRecord = Omit<ChainData['tiendas'][number], 'HORARIOS'>;
type PointRecord = ChainData['puntosEntrega'][number];

export interface GeoShop extends GeoPoint {
  id: ShopId;
  name: string;
}

export interface GeoIndex {
  loadedAt: string;
  /** every zone in file order, readable names (what coverage resolves against) */
  zones: readonly GeoZone[];
  /** the zone records as the chain file has them, in file order (geo/getExt) */
  records: readonly ZoneRecord[];
  deliveryPoints: readonly ZoneDeliveryPoint[];
  shops: ReadonlyMap<number, GeoShop>;
  /** the shops in file order */
  shopList: readonly GeoShop[];
}

export interface GeoSource {
  tiendas: readonly ShopRecord[];
  zonas: readonly ZoneRecord[];
  puntosEntrega: readonly PointRecord[];
}

/** A chain's zone record as a domain zone; a window needs both ends (chains loaded before
 *  the window existed have neither). */
export function geoZoneOf(record: ZoneRecord): GeoZone {
  const from = record.RESTRICCION_DESDE ?? null;
  const to = record.RESTRICCION_HASTA ?? null;
  return {
    kind: record.TIPO,
    code: record.CODIGO,
    name: record.N,
    shopId: record.IDTDA === null ? null : shopIdOf(record.IDTDA),
    polygon: record.POLIGONO,
    restrictionCode: record.RESTRICCION,
    restrictionWindow: from !== null && to !== null ? { from, to } : null,
  };
}

/** Builds the geo index of one loaded chain. */
export function geoIndexBuild(source: GeoSource, loadedAt: string): GeoIndex {
  const shopList = source.tiendas.map((s) => ({
    id: shopIdOf(s.I),
    name: s.N,
    latitude: s.LAT,
    longitude: s.LNG,
  }));
  return {
    loadedAt,
    zones: source.zonas.map(geoZoneOf),
    records: source.zonas,
    deliveryPoints: source.puntosEntrega.map((p) => ({
      id: p.I,
      zoneCode: p.CODZON,
      name: p.N,
      latitude: p.LAT,
      longitude: p.LNG,
    })),
    shops: new Map(shopList.map((s) => [s.id, s])),
    shopList,
  };
}

/** The geo index of a chain version, built once per version. */
export const geoIndexPart: ChainPart<GeoIndex> = (view) => geoIndexBuild(view.chain, view.loadedAt);
