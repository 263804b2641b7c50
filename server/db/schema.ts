import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Relational home of the chain data file (decision 002): every record keeps its wire
 * JSON (`data`, short protocol keys of server/seed/schema.ts) plus the columns later calls
 * query by. `pos` is the record's position in the file, so answers keep the operator's
 * order. One schema for PGlite and PostgreSQL.
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

/** Catalogues (§3.2 departamentos, ciudades, colonias). */
export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

export const cities = pgTable('cities', {
  rowId: serial('row_id').primaryKey(),
  code: text('code').notNull(),
  departmentCode: text('department_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

export const districts = pgTable('districts', {
  rowId: serial('row_id').primaryKey(),
  code: text('code').notNull(),
  cityCode: text('city_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

/** Shops (§3.2); HORARIOS live in shop_hours. */
export const shops = pgTable('shops', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  cityCode: text('city_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

export const shopHours = pgTable(
  'shop_hours',
  {
    rowId: serial('row_id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** 0 = Sunday .. 6 = Saturday */
    day: integer('day').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [index('shop_hours_shop_idx').on(t.shopId)],
);

/** Coverage polygons (§3.2: COL, ZON, TDA). */
export const zones = pgTable(
  'zones',
  {
    rowId: serial('row_id').primaryKey(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    shopId: integer('shop_id'),
    restriction: integer('restriction'),
    polygon: jsonb('polygon').notNull(),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('zones_type_idx').on(t.type)],
);

export const deliveryPoints = pgTable('delivery_points', {
  id: integer('id').primaryKey(),
  zoneCode: text('zone_code').notNull(),
  pos: integer('pos').notNull(),
  data: jsonb('data').notNull(),
});

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

/** Key/value facts about the loaded data (chain version, loaded-at). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** §3.6 how an order is paid for, and where its payment stands. */
export type OrderPaymentType = 'EFE' | 'TAR' | 'CER';
export type OrderPaymentStatus = 'no aplica' | 'pendiente' | 'pagado' | 'rechazado';

/**
 * Orders (§3.6, data/saveOrderPendiente). `idempotency_key` is the client's key: the first
 * answer for it is stored in `response` in the same transaction as the order, so a repeat
 * gets that answer and never a second order. `hash` (128 random bits, hex) is what guests
 * and tracking links read an order by.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    ownerKind: text('owner_kind').$type<'guest' | 'user'>().notNull(),
    ownerSub: text('owner_sub').notNull(),
    hash: text('hash').notNull(),
    shopId: integer('shop_id').notNull(),
    deliveryType: text('delivery_type').$type<'TRA' | 'DOM'>().notNull(),
    paymentType: text('payment_type').$type<OrderPaymentType>().notNull(),
    paymentStatus: text('payment_status').$type<OrderPaymentStatus>().notNull(),
    status: text('status').notNull().default('PEN'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    itemCount: integer('item_count').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    futureAt: timestamp('future_at', { withTimezone: true, mode: 'date' }),
    tracked: boolean('tracked').notNull().default(false),
    paymentToken: text('payment_token'),
    data: jsonb('data').notNull(),
    response: jsonb('response').notNull(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('orders_hash_idx').on(t.hash),
    index('orders_owner_idx').on(t.ownerSub),
  ],
);

/** §4.4 every status an order took, in order (PEN first). */
export const orderEvents = pgTable(
  'order_events',
  {
    rowId: serial('row_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** §3.6 tracking points of the driver carrying an order. */
export const orderTrackingPoints = pgTable(
  'order_tracking_points',
  {
    rowId: serial('row_id').primaryKey(),
    orderId: integer('order_id').notNull(),
    idx: integer('idx').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    velocity: doublePrecision('velocity').notNull().default(0),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('order_tracking_points_order_idx').on(t.orderId, t.idx)],
);

/**
 * Rate-limit counters (issue 13, decision 015): one fixed window per key (`<limit>:<client>`),
 * shared by every instance on the database. Created UNLOGGED (migration 0003): a counter
 * lost in a crash only gives a client a fresh window, and each call's upsert skips the WAL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});
