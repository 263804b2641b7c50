import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** §3.7 paid with a certificate: the certificate and the cents it covered */
    certificateId: integer('certificate_id'),
    certificateCents: integer('certificate_cents').notNull().default(0),
    /** §3.7 how the rest after the certificate is paid: 'E' cash, 'T' card, null none */
    restPayment: text('rest_payment').$type<'E' | 'T'>(),
    /** issue 19 the Web Push subscription its orden.fcmToken named (push_subscriptions), or null */
    pushSubscriptionId: integer('push_subscription_id'),
    data: jsonb('data').notNull(),
    response: jsonb('response').notNull(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    uniqueIndex('orders_hash_idx').on(t.hash),
    index('orders_owner_idx').on(t.ownerSub),
    index('orders_push_subscription_idx').on(t.pushSubscriptionId),
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
