import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { OrderStatus } from '../../src/domain/order/order-status.ts';
import type { Database } from '../db/client.ts';
import { pushOutbox } from '../db/schema/push.ts';
import { orderPushSubscriptionIds } from './push-order-attach.ts';

/**
 * Queues the push of an order's new status (issue 19). Call it with the transaction that
 * changes the status: the push exists exactly when the change does, and the server's push
 * sender delivers it later. A push of the same order still waiting (not sent, not being
 * sent) is dropped: the newer status replaces it, as the push service's topic would. One push
 * per subscription of the order: the one of its save and those attached after (issue 34).
 */
export async function pushEnqueue(
  tx: Database,
  order: { id: number; pushSubscriptionId: number | null },
  status: OrderStatus,
  now: Date,
): Promise<void> {
  const subscriptionIds = await orderPushSubscriptionIds(tx, order);
  if (subscriptionIds.length === 0) return;
  await tx
    .delete(pushOutbox)
    .where(
      and(
        eq(pushOutbox.orderId, order.id),
        isNull(pushOutbox.sentAt),
        or(isNull(pushOutbox.lockedUntil), lte(pushOutbox.lockedUntil, now)),
      ),
    );
  await tx.insert(pushOutbox).values(
    subscriptionIds.map((subscriptionId) => ({
      subscriptionId,
      orderId: order.id,
      status,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

/**
 * Deletes the pushes queued before `before`. A push is worth sending for its first hour
 * only (PUSH_TTL_S): older rows are sent, given up or expired, kept a while for diagnosis.
 */
export async function pushOutboxPurge(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(pushOutbox)
    .where(lt(pushOutbox.createdAt, before))
    .returning({ id: pushOutbox.id });
  return gone.length;
}
