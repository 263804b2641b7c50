import { asc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { chainLoadedAt } from '../seed/load.ts';
import {
  shopsFeatureCollection,
  zonesFeatureCollection,
  type ShopPointRecord,
  type ZoneRecord,
} from './chain-features.ts';
import { mapDocument, type MapDocument } from './map-document.ts';

/**
 * The zones and shops map files (§3.2), serialised once per loaded chain. Like the data/*
 * answers, each request reads the chain's loaded-at stamp (one primary-key read), so a
 * reload by the seed command, from any process or instance, shows on the next request.
 */

export interface MapChainDocuments {
  loadedAt: string;
  zones: MapDocument;
  shops: MapDocument;
}

const EMPTY_STAMP = 'vacío';

/** Zones and shops from one consistent snapshot, with the stamp they belong to. */
async function readMapChain(db: Database): Promise<MapChainDocuments> {
  return db.transaction(
    async (tx) => {
      const loadedAt = (await chainLoadedAt(tx)) ?? EMPTY_STAMP;
      const zones = await tx.select().from(t.zones).orderBy(asc(t.zones.pos));
      const shops = await tx.select().from(t.shops).orderBy(asc(t.shops.pos));
      return {
        loadedAt,
        // the stored records were validated by the chain schema when loaded
        zones: mapDocument(zonesFeatureCollection(zones.map((r) => r.data as ZoneRecord))),
        shops: mapDocument(shopsFeatureCollection(shops.map((r) => r.data as ShopPointRecord))),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

export class MapChainCache {
  private current: Promise<MapChainDocuments> | null = null;
  private stamp: string | null = null;

  constructor(private readonly db: Database) {}

  async get(): Promise<MapChainDocuments> {
    const loadedAt = (await chainLoadedAt(this.db)) ?? EMPTY_STAMP;
    if (this.current === null || this.stamp !== loadedAt) {
      this.stamp = loadedAt;
      this.current = readMapChain(this.db);
      // a failed read must not be cached forever
      this.current.catch(() => {
        if (this.stamp === loadedAt) this.current = null;
      });
    }
    return this.current;
  }
}
