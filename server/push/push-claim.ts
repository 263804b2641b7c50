import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import { orderStatusParse, type OrderStatus } from '../../src/domain/order/order-status.ts';
import type { Database } from '../db/client.ts';
import { IN_PROGRESS_WINDOW_MS, orderRowInProgress } from '../db/order-row-progress.ts';
import { outboxClaim, outboxMarkDue, outboxMarkSent, outboxRelease } from '../db/outbox-rows.ts';
import { orders } from '../db/schema/orders.ts';
import { orderPushSubscriptions, pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import { PUSH_GIVEN_UP, PUSH_NEVER, pushRetryDelayMs } from './push-retry.ts';
import type { PushSubscriptionKeys } from './push-subscription-parse.ts';

/**
 * The push sender's moves on the push outbox (issue 19), on the outboxes' shared claim
 * under a lease (../db/outbox-rows.ts), as the mail sender's: due pushes are claimed with
 * what sending needs, then each is marked sent, failed (with its retry), given up, or
 * released.
 */

export interface ClaimedPush {
  id: number;
  orderId: number;
  status: OrderStatus;
  createdAt: Date;
  /** tries before this one */
  attempts: number;
  subscriptionId: number;
  subscription: PushSubscriptionKeys;
  /** the order's tracking hash */
  hash: string;
}

/** Claims up to `limit` due pushes for `leaseMs`, oldest due first, with what sending needs. */
export async function pushClaim(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedPush[]> {
  const claimed = await outboxClaim(db, pushOutbox, now, leaseMs, limit);
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: pushOutbox.id,
      orderId: pushOutbox.orderId,
      status: pushOutbox.status,
      createdAt: pushOutbox.createdAt,
      attempts: pushOutbox.attempts,
      subscriptionId: pushOutbox.subscriptionId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      hash: orders.hash,
    })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .innerJoin(orders, eq(orders.id, pushOutbox.orderId))
    .where(inArray(pushOutbox.id, claimed))
    .orderBy(asc(pushOutbox.id));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    status: orderStatusParse(row.status),
    createdAt: row.createdAt,
    attempts: row.attempts,
    subscriptionId: row.subscriptionId,
    subscription: { endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
    hash: row.hash,
  }));
}

/** §4.4 how many orders of a subscription (one device) are in progress at `now`. */
export async function pushInProgressCount(
  db: Database,
  subscriptionId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        or(
          eq(orders.pushSubscriptionId, subscriptionId),
          // issue 34: the orders this device was attached to after their save
          inArray(
            orders.id,
            db
              .select({ id: orderPushSubscriptions.orderId })
              .from(orderPushSubscriptions)
              .where(eq(orderPushSubscriptions.subscriptionId, subscriptionId)),
          ),
        ),
        gte(orders.createdAt, new Date(now.getTime() - IN_PROGRESS_WINDOW_MS)),
      ),
    );
  return rows.filter((row) => orderRowInProgress(row, now)).length;
}

/** The push went out. */
export function pushMarkSent(db: Database, id: number, now: Date): Promise<void> {
  return outboxMarkSent(db, pushOutbox, id, now);
}

/** The push failed its try number `push.attempts + 1`: due again after the backoff. */
export function pushMarkFailed(
  db: Database,
  push: ClaimedPush,
  category: string,
  now: Date,
): Promise<void> {
  const attempts = push.attempts + 1;
  const next = new Date(now.getTime() + pushRetryDelayMs(attempts));
  return outboxMarkDue(db, pushOutbox, push.id, { attempts, next, lastError: category });
}

/** The push will never be sent: kept, due never again, `last_error` saying why. */
export async function pushGiveUp(
  db: Database,
  push: ClaimedPush,
  reason: string,
  tried: boolean,
): Promise<void> {
  await outboxMarkDue(db, pushOutbox, push.id, {
    attempts: push.attempts + (tried ? 1 : 0),
    next: PUSH_NEVER,
    lastError: reason.startsWith(PUSH_GIVEN_UP) ? reason : `${PUSH_GIVEN_UP}: ${reason}`,
  });
}

/** The sender stopped before trying this push: due again at once, no try counted. */
export function pushRelease(db: Database, id: number): Promise<void> {
  return outboxRelease(db, pushOutbox, id);
}
