import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The chain's cart rules (§3.3, §4.6, §5.3): blocks, suggested sale and geo-limited products.
 */

/** What a block row stops: a product (menu id) or an option choice (choice id). */
export type BlockKind = 'producto' | 'opcion';
/** §9 delivery type codes a block applies to. */
export type BlockType = 'LLEV' | 'DOMI' | 'TODOS';

/**
 * Product and option blocks (§3.3 bloqueos / bloqueosOpciones, data/getBloqueos). Loaded
 * from the chain file and changed by the operator command (docs/operator.md); read on every
 * request, never cached. One row per kind, shop and item: a null shop means every shop.
 */
export const blocks = pgTable(
  'blocks',
  {
    rowId: serial('row_id').primaryKey(),
    kind: text('kind').$type<BlockKind>().notNull(),
    shopId: integer('shop_id'),
    itemId: integer('item_id').notNull(),
    type: text('type').$type<BlockType>().notNull(),
  },
  (t) => [
    uniqueIndex('blocks_shop_item_idx')
      .on(t.kind, t.shopId, t.itemId)
      .where(sql`${t.shopId} is not null`),
    uniqueIndex('blocks_chain_item_idx')
      .on(t.kind, t.itemId)
      .where(sql`${t.shopId} is null`),
  ],
);

/** Suggested sale (§4.6, data/getVS): products offered when product_id is in the cart. */
export const suggestedSales = pgTable('suggested_sales', {
  productId: integer('product_id').primaryKey(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Shops allowed to sell a geo-limited product (§5.3 X = 2, data/getVS). */
export const geoAllowed = pgTable('geo_allowed', {
  productId: integer('product_id').primaryKey(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});
