import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

/**
 * Relational home of the chain data file (decision 002): every record keeps its wire
 * JSON (`data`, short protocol keys of server/seed/schema.ts) plus the columns later calls
 * query by. `pos` is the record's position in the file, so answers keep the operator's
 * order. One schema for PGlite and PostgreSQL. This file holds the menu (§3.3, §3.5, §3.8);
 * places.ts, cart-rules.ts and chain-meta.ts the rest of the chain.
 */

/** Menu categories and sub-categories (§3.3). */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  ord: integer('ord').notNull().default(0),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Menu products (§3.3): full wire record plus filterable columns. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    ref: text('ref').notNull(),
    categoryId: integer('category_id').notNull(),
    type: text('type').notNull(),
    hidden: integer('hidden').notNull().default(0),
    ord: integer('ord').notNull().default(0),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

/** Sizes of combos and configurable products (§3.3 tamanios). */
export const sizes = pgTable(
  'sizes',
  {
    rowId: serial('row_id').primaryKey(),
    id: integer('id').notNull(),
    productId: integer('product_id').notNull(),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('sizes_product_idx').on(t.productId)],
);

/** Base/size pairs of configurable products (§3.3 masas). */
export const baseSizes = pgTable(
  'base_sizes',
  {
    productId: integer('product_id').notNull(),
    baseId: integer('base_id').notNull(),
    sizeId: integer('size_id').notNull(),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.baseId, t.sizeId] })],
);

/** Promotions (§3.5). */
export const promotions = pgTable('promotions', {
  id: integer('id').primaryKey(),
  validUntil: text('valid_until').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Item opening hours (§3.3 horarios, data/checkHr). */
export const itemSchedules = pgTable(
  'item_schedules',
  {
    rowId: serial('row_id').primaryKey(),
    itemId: integer('item_id').notNull(),
    from: text('hora_desde').notNull(),
    to: text('hora_hasta').notNull(),
    pos: integer('pos').notNull(),
  },
  (t) => [index('item_schedules_item_idx').on(t.itemId)],
);

/** Timed messages (§3.8). */
export const timedMessages = pgTable('timed_messages', {
  rowId: serial('row_id').primaryKey(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Banners (image records with FUNCION BANNER, §3.3). */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Menu ids shown in the home carousel, in order. */
export const carousel = pgTable('carousel', {
  pos: integer('pos').primaryKey(),
  productId: integer('product_id').notNull(),
});
