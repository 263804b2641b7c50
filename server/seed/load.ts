import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import * as t from '../db/schema/index.ts';
import { countsOf, type LoadCounts } from './load-counts.ts';
import { chainRowsInsert } from './load-rows.ts';
import type { ChainData } from './schema.ts';

/**
 * Replaces the whole chain (menu, catalogues, shops, zones) in one transaction (README
 * "Loading a real menu"): readers see the old chain or the new one, never a mix.
 */

/** meta keys */
export const META_CHAIN_VERSION = 'chain.version';
export const META_LOADED_AT = 'chain.loadedAt';

const ALL_TABLES = [
  t.categories,
  t.products,
  t.sizes,
  t.baseSizes,
  t.promotions,
  t.itemSchedules,
  t.timedMessages,
  t.banners,
  t.carousel,
  t.departments,
  t.cities,
  t.districts,
  t.landmarks,
  t.shops,
  t.shopHours,
  t.zones,
  t.deliveryPoints,
  t.blocks,
  t.suggestedSales,
  t.geoAllowed,
  t.coupons,
  t.certificateCatalogue,
  t.chainContent,
];

export interface LoadOptions {
  now?: Date;
  /** first start: load only when no chain is loaded yet (checked under the lock) */
  onlyIfEmpty?: boolean;
}

/** Arbitrary constant: serialises loads when several instances or commands run at once. */
const LOAD_LOCK = 727_002;

/** Whether a chain is loaded already: its load time is in the meta table. */
async function chainIsLoaded(tx: Database): Promise<boolean> {
  const loaded = await tx
    .select()
    .from(t.meta)
    .where(sql`${t.meta.key} = ${META_LOADED_AT}`);
  return loaded.length > 0;
}

/** Records which version of the file is loaded and when. */
async function chainMetaWrite(
  tx: Database,
  version: ChainData['version'],
  now: Date,
): Promise<void> {
  for (const [key, value] of [
    [META_CHAIN_VERSION, String(version)],
    [META_LOADED_AT, now.toISOString()],
  ] as const) {
    await tx
      .insert(t.meta)
      .values({ key, value })
      .onConflictDoUpdate({ target: t.meta.key, set: { value } });
  }
}

export async function loadChain(
  db: Database,
  data: ChainData,
  options: LoadOptions = {},
): Promise<LoadCounts | null> {
  const now = options.now ?? new Date();
  let skipped = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    if (options.onlyIfEmpty && (await chainIsLoaded(tx))) {
      skipped = true;
      return;
    }
    for (const table of ALL_TABLES) await tx.delete(table);
    await chainRowsInsert(tx, data);
    await chainMetaWrite(tx, data.version, now);
  });
  return skipped ? null : countsOf(data);
}

/** Read on every call that needs the chain's version: one prepared statement. */
const loadedAtStatement = preparedFor((db) =>
  db
    .select({ value: t.meta.value })
    .from(t.meta)
    .where(sql`${t.meta.key} = ${META_LOADED_AT}`)
    .prepare('chain_loaded_at'),
);

/** Time the chain was last loaded, or null when the database holds no chain yet. */
export async function chainLoadedAt(db: Database): Promise<string | null> {
  const rows = await loadedAtStatement(db).execute();
  return rows[0]?.value ?? null;
}
