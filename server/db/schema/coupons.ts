import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Coupons of the loaded chain (§3.5, issue 17): the record of the chain file (`data`, short
 * keys of server/seed/schema-coupons.ts) plus the columns looked up by: `kind` (CLASE) and
 * `code` (NUC, lower case, unique). Replaced with the rest of the chain on every load.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    code: text('code'),
    pos: integer('pos').notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(t.code)],
);

/**
 * §9 'coupons single-use per user': one row per use of a coupon (docs/decisions/031).
 * `redemption_key` is the lower-cased e-mail of the account, or of a guest's order for a
 * code coupon; `use_number` counts 1..APC. The unique (coupon, key, use) index makes a use
 * atomic: two orders claiming the same use at once, one insert wins (ON CONFLICT DO NOTHING
 * waits for the other transaction). Written in the order's own transaction, so a refused or
 * rolled-back order uses nothing.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull(),
    redemptionKey: text('redemption_key').notNull(),
    useNumber: integer('use_number').notNull(),
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_use_idx').on(t.couponId, t.redemptionKey, t.useNumber),
    index('coupon_redemptions_order_idx').on(t.orderId),
  ],
);
