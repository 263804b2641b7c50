import { asc } from 'drizzle-orm';
import type { GeoZone, ZoneDeliveryPoint } from '../../src/domain/geo/geo-zone.ts';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { chainLoadedAt } from '../seed/load.ts';
import type { ChainData } from '../seed/schema.ts';
import type { GeoPoint } from '../../src/domain/geo/geo-point';

/**
 * What the geo/* calls read from a loaded chain (docs/protocol.md "Geo calls"): zones as
 * domain GeoZones, delivery points and shops, built once per load. Every request checks the
 * chain's loaded-at stamp (one primary-key read), so a reload is picked up on the next call.
 */

export type ZoneRecord = ChainData['zonas'][number];
type ShopRecord = Omit<ChainData['tiendas'][number], 'HORARIOS'>;
type PointRecord = ChainData['puntosEntrega'][number];

export interface GeoShop extends GeoPoint {
  id: number;
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
    shopId: record.IDTDA,
    polygon: record.POLIGONO,
    restrictionCode: record.RESTRICCION,
    restrictionWindow: from !== null && to !== null ? { from, to } : null,
  };
}

/** Builds the geo index of one loaded chain. */
export function geoIndexBuild(source: GeoSource, loadedAt: string): GeoIndex {
  const shopList = source.tiendas.map((s) => ({
    id: s.I,
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

/** The shops, zones and delivery points with their stamp, from one consistent snapshot. */
async function geoSnapshotRead(db: Database): Promise<GeoIndex> {
  return db.transaction(
    async (tx) => {
      const loadedAt = (await chainLoadedAt(tx)) ?? 'vacío';
      const [shops, zones, points] = await Promise.all([
        tx.select({ data: t.shops.data }).from(t.shops).orderBy(asc(t.shops.pos)),
        tx.select({ data: t.zones.data }).from(t.zones).orderBy(asc(t.zones.pos)),
        tx
          .select({ data: t.deliveryPoints.data })
          .from(t.deliveryPoints)
          .orderBy(asc(t.deliveryPoints.pos)),
      ]);
      // the records were validated by the chain schema when loaded
      const source: GeoSource = {
        tiendas: shops.map((r) => r.data as ShopRecord),
        zonas: zones.map((r) => r.data as ZoneRecord),
        puntosEntrega: points.map((r) => r.data as PointRecord),
      };
      return geoIndexBuild(source, loadedAt);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The geo index of the loaded chain, rebuilt only when the chain's stamp changes. */
export class GeoIndexCache {
  private current: Promise<GeoIndex> | null = null;
  private stamp: string | null = null;

  constructor(private readonly db: Database) {}

  async get(): Promise<GeoIndex> {
    const loadedAt = (await chainLoadedAt(this.db)) ?? 'vacío';
    if (this.current === null || this.stamp !== loadedAt) {
      this.stamp = loadedAt;
      const building = geoSnapshotRead(this.db);
      this.current = building;
      // a failed build must not be cached forever
      building.catch(() => {
        if (this.current === building) this.current = null;
      });
    }
    return this.current;
  }
}
