import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { orderStatusParse, type OrderStatus } from '../../src/domain/order/order-status.ts';
import { orderRowInProgress } from '../customer-data/account-orders.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import { PUSH_GIVEN_UP, PUSH_NEVER, pushRetryDelayMs } from './push-retry.ts';
import type { PushSubscriptionKeys } from './push-subscription-parse.ts';

/**
 * The push sender's moves on the outbox (issue 19), as the mail sender's: due pushes are
 * claimed with a lease (`locked_until`) by one statement whose inner SELECT takes the rows
 * `FOR UPDATE SKIP LOCKED`, so two instances never claim the same push and a push whose
 * sender died is due again when its lease runs out. Then each is marked sent, failed (with
 * its retry), given up, or released.
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
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        isNull(pushOutbox.sentAt),
        lte(pushOutbox.nextAttemptAt, now),
        or(isNull(pushOutbox.lockedUntil), lte(pushOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(pushOutbox.id, due))
    .returning({ id: pushOutbox.id });
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
    .where(
      inArray(
        pushOutbox.id,
        claimed.map((row) => row.id),
      ),
    )
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

/** An order placed yesterday or earlier is never in progress: only these are read. */
const IN_PROGRESS_WINDOW_MS = 2 * 86_400_000;

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
        eq(orders.pushSubscriptionId, subscriptionId),
        gte(orders.createdAt, new Date(now.getTime() - IN_PROGRESS_WINDOW_MS)),
      ),
    );
  return rows.filter((row) => orderRowInProgress(row, now)).length;
}

/** The push went out. */
export async function pushMarkSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(pushOutbox)
    .set({
      sentAt: now,
      lockedUntil: null,
      attempts: sql`${pushOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(pushOutbox.id, id));
}

/** The push failed its try number `push.attempts + 1`: due again after the backoff. */
export async function pushMarkFailed(
  db: Database,
  push: ClaimedPush,
  category: string,
  now: Date,
): Promise<void> {
  const attempts = push.attempts + 1;
  await db
    .update(pushOutbox)
    .set({
      attempts,
      lockedUntil: null,
      nextAttemptAt: new Date(now.getTime() + pushRetryDelayMs(attempts)),
      lastError: category,
    })
    .where(eq(pushOutbox.id, push.id));
}

/** The push will never be sent: kept, due never again, `last_error` saying why. */
export async function pushGiveUp(
  db: Database,
  push: ClaimedPush,
  reason: string,
  tried: boolean,
): Promise<void> {
  await db
    .update(pushOutbox)
    .set({
      attempts: push.attempts + (tried ? 1 : 0),
      lockedUntil: null,
      nextAttemptAt: PUSH_NEVER,
      lastError: reason.startsWith(PUSH_GIVEN_UP) ? reason : `${PUSH_GIVEN_UP}: ${reason}`,
    })
    .where(eq(pushOutbox.id, push.id));
}

/** The sender stopped before trying this push: due again at once, no try counted. */
export async function pushRelease(db: Database, id: number): Promise<void> {
  await db.update(pushOutbox).set({ lockedUntil: null }).where(eq(pushOutbox.id, id));
}
