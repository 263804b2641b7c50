import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { meta } from '../db/schema/chain-meta.ts';
import { products } from '../db/schema/menu.ts';
import { META_LOADED_AT } from '../seed/load.ts';

/**
 * Development only (issue 16 journeys): hides or shows one product of the loaded menu, as an
 * operator's new chain file would (H = 1), and stamps the chain as loaded again so every
 * instance reads the new version. False when the menu has no such product.
 */
export async function devProductHide(db: Database, id: number, hidden: boolean): Promise<boolean> {
  const flag = hidden ? 1 : 0;
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(products)
      .set({ hidden: flag, data: sql`jsonb_set(${products.data}, '{H}', ${flag}::text::jsonb)` })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (changed.length === 0) return false;
    // the wall clock, not the server's (tests fix that one): the stamp must change
    const value = new Date().toISOString();
    await tx
      .insert(meta)
      .values({ key: META_LOADED_AT, value })
      .onConflictDoUpdate({ target: meta.key, set: { value } });
    return true;
  });
}
