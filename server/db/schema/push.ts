import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, outboxDeliveryColumns } from './columns.ts';

/**
 * Web Push subscriptions (issue 19): what a browser's PushSubscription names, as an order
 * carried it in orden.fcmToken. One row serves every order that sent the same subscription
 * (orders.push_subscription_id); a row is never rewritten, so a client that knows someone
 * else's endpoint cannot swap its keys. A 404 or 410 from the push service deletes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** the push service's URL, its origin one of PUSH_ENDPOINT_ALLOW */
    endpoint: text('endpoint').notNull(),
    /** the browser's P-256 public key (65 bytes, base64url) */
    p256dh: text('p256dh').notNull(),
    /** the 16-byte authentication secret (base64url) */
    auth: text('auth').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_key_idx').on(t.endpoint, t.p256dh, t.auth)],
);

/**
 * The push outbox (issue 19): one row per order status change for an order with a
 * subscription, written in the transaction that changes the status, and sent later by the
 * server's push sender. Claimed like the mail outbox: `locked_until` set under `FOR UPDATE
 * SKIP LOCKED`, so with several instances each push goes out once; a failure moves
 * `next_attempt_at` out (backoff) and keeps `last_error` (the HTTP status or error code).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id').notNull(),
    orderId: integer('order_id').notNull(),
    /** the §4.4 status the order moved to */
    status: text('status').notNull(),
    ...outboxDeliveryColumns(),
  },
  (t) => [
    index('push_outbox_due_idx').on(t.sentAt, t.nextAttemptAt),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    index('push_outbox_order_idx').on(t.orderId),
  ],
);

/**
 * Issue 34: subscriptions attached to an order after its save (tracker/saveSuscripcionPush:
 * the success screen's grant comes after the order was saved). An order's pushes go to its
 * orders.push_subscription_id and to these, each subscription once; at most
 * PUSH_ORDER_SUBSCRIPTIONS_MAX per order (server/push/push-order-attach.ts).
 */
export const orderPushSubscriptions = pgTable(
  'order_push_subscriptions',
  {
    orderId: integer('order_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.subscriptionId] }),
    index('order_push_subscriptions_subscription_idx').on(t.subscriptionId),
  ],
);
