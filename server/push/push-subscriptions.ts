import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { orderPushSubscriptions, pushOutbox, pushSubscriptions } from '../db/schema/push.ts';
import type { PushSubscriptionKeys } from './push-subscription-parse.ts';

/**
 * The stored push subscriptions (issue 19): one row per (endpoint, keys), shared by every
 * order that sent it. Deleting one (the push service answered 404 or 410, or the account
 * that used it was deleted) unlinks its orders and drops its queued pushes.
 */

/** The row of a subscription, inserted when new; its id. */
export async function pushSubscriptionSave(
  db: Database,
  keys: PushSubscriptionKeys,
  now: Date,
): Promise<number> {
  const [inserted] = await db
    .insert(pushSubscriptions)
    .values({ ...keys, createdAt: now })
    .onConflictDoNothing({
      target: [pushSubscriptions.endpoint, pushSubscriptions.p256dh, pushSubscriptions.auth],
    })
    .returning({ id: pushSubscriptions.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, keys.endpoint),
        eq(pushSubscriptions.p256dh, keys.p256dh),
        eq(pushSubscriptions.auth, keys.auth),
      ),
    );
  if (!existing) throw new Error('push subscription vanished while being saved');
  return existing.id;
}

/** Deletes subscriptions: their orders no longer name them, their queued pushes go. */
export async function pushSubscriptionsDelete(tx: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(orders)
    .set({ pushSubscriptionId: null })
    .where(inArray(orders.pushSubscriptionId, [...ids]));
  await tx
    .delete(orderPushSubscriptions)
    .where(inArray(orderPushSubscriptions.subscriptionId, [...ids]));
  await tx.delete(pushOutbox).where(inArray(pushOutbox.subscriptionId, [...ids]));
  await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
}

/** Deletes every subscription the account `sub`'s orders name (account deletion). */
export async function pushSubscriptionsOfOwnerDelete(tx: Database, sub: string): Promise<void> {
  const rows = await tx
    .selectDistinct({ id: orders.pushSubscriptionId })
    .from(orders)
    .where(
      and(
        eq(orders.ownerKind, 'user'),
        eq(orders.ownerSub, sub),
        isNotNull(orders.pushSubscriptionId),
      ),
    );
  // issue 34: and those attached to its orders after their save
  const attached = await tx
    .selectDistinct({ id: orderPushSubscriptions.subscriptionId })
    .from(orderPushSubscriptions)
    .innerJoin(orders, eq(orders.id, orderPushSubscriptions.orderId))
    .where(and(eq(orders.ownerKind, 'user'), eq(orders.ownerSub, sub)));
  const ids = new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  for (const row of attached) ids.add(row.id);
  await pushSubscriptionsDelete(tx, [...ids]);
}
