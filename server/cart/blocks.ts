import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { blocks, type BlockKind, type BlockType } from '../db/schema/cart-rules.ts';

/**
 * Product and option blocks (§3.3 bloqueos / bloqueosOpciones) in the database, shared by
 * data/getBloqueos and the operator command (docs/operator.md). Always read fresh: a block
 * set by the operator counts from the next request on.
 */

export interface BlockRecord {
  kind: BlockKind;
  /** null: every shop (chain-wide) */
  shopId: number | null;
  itemId: number;
  type: BlockType;
}

const shopIs = (shopId: number | null): SQL =>
  shopId === null ? isNull(blocks.shopId) : eq(blocks.shopId, shopId);

const select = (db: Database, where: SQL | undefined) =>
  db
    .select({
      kind: blocks.kind,
      shopId: blocks.shopId,
      itemId: blocks.itemId,
      type: blocks.type,
    })
    .from(blocks)
    .where(where)
    .orderBy(asc(blocks.rowId));

/** A shop's blocks are read on every order save: one prepared statement. */
const atShopStatement = preparedFor((db) =>
  select(db, or(eq(blocks.shopId, sql.placeholder('shopId')), isNull(blocks.shopId))).prepare(
    'block_list_at_shop',
  ),
);

/**
 * The blocks in force at a shop: its own and the chain-wide ones; with no shop (null),
 * only the chain-wide ones. With `undefined`, every block of every shop (operator list).
 */
export function blockList(db: Database, shopId?: number | null): Promise<BlockRecord[]> {
  if (shopId === undefined) return select(db, undefined);
  if (shopId === null) return select(db, shopIs(null));
  return atShopStatement(db).execute({ shopId });
}

const sameScope = (b: Pick<BlockRecord, 'kind' | 'shopId' | 'itemId'>): SQL | undefined =>
  and(eq(blocks.kind, b.kind), shopIs(b.shopId), eq(blocks.itemId, b.itemId));

export type BlockSetOutcome =
  { outcome: 'created' } | { outcome: 'unchanged' } | { outcome: 'updated'; previous: BlockType };

/** Blocks an item at a shop (or everywhere) for a delivery type; one row per scope. */
export async function blockSet(db: Database, block: BlockRecord): Promise<BlockSetOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await select(tx, sameScope(block));
    if (!existing) {
      await tx.insert(blocks).values(block);
      return { outcome: 'created' };
    }
    if (existing.type === block.type) return { outcome: 'unchanged' };
    await tx.update(blocks).set({ type: block.type }).where(sameScope(block));
    return { outcome: 'updated', previous: existing.type };
  });
}

/** Removes the block of an item at a shop (or the chain-wide one); the removed row or null. */
export async function blockRemove(
  db: Database,
  block: Pick<BlockRecord, 'kind' | 'shopId' | 'itemId'>,
): Promise<BlockRecord | null> {
  const [removed] = await db.delete(blocks).where(sameScope(block)).returning({
    kind: blocks.kind,
    shopId: blocks.shopId,
    itemId: blocks.itemId,
    type: blocks.type,
  });
  return removed ?? null;
}
