import { and, count, eq } from 'drizzle-orm';
import { orderStatusIsFinal, orderStatusParse } from '../../src/domain/order/order-status.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { orderPushSubscriptions } from '../db/schema/push.ts';
import { pushSubscriptionSave } from './push-subscriptions.ts';
import type { PushSubscriptionKeys } from './push-subscription-parse.ts';

/**
 * Issue 34: a subscription attached to an order already saved (tracker/saveSuscripcionPush),
 * so the order whose success screen asked for notifications is pushed too. Only the session
 * that owns the order (its guest, or the customer it belongs to) may attach, by the order's
 * hash; the same subscription twice is one; at most PUSH_ORDER_SUBSCRIPTIONS_MAX devices per
 * order; a finished order (delivered, sent, finished, cancelled) takes none.
 */

/** The most subscriptions one order pushes to (the one of its save included). */
export const PUSH_ORDER_SUBSCRIPTIONS_MAX = 5;

/** The call's Spanish answers. */
export const PUSH_ATTACH_MSG = {
  done: 'Te avisaremos cómo va tu pedido',
  finished: 'Este pedido ya terminó: no hay más avisos que enviar',
  full: `Este pedido ya avisa a ${PUSH_ORDER_SUBSCRIPTIONS_MAX} dispositivos`,
} as const;

export type PushAttachResult = 'attached' | 'notFound' | 'finished' | 'full';

/** Who asks: the session's kind and subject. */
export interface PushAttachOwner {
  kind: 'guest' | 'user';
  sub: string;
}

/**
 * Attaches `keys` to the order behind `hash` when `owner` placed it (or owns it since a
 * login joined it). The order row is locked, so concurrent attaches never pass the cap.
 */
export function pushOrderAttach(
  db: Database,
  hash: string,
  owner: PushAttachOwner,
  keys: PushSubscriptionKeys,
  now: Date,
): Promise<PushAttachResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.hash, hash),
          eq(orders.ownerKind, owner.kind),
          eq(orders.ownerSub, owner.sub),
        ),
      )
      .for('update');
    if (!order) return 'notFound';
    if (orderStatusIsFinal(orderStatusParse(order.status))) return 'finished';
    const subscriptionId = await pushSubscriptionSave(tx, keys, now);
    if (order.pushSubscriptionId === subscriptionId) return 'attached';
    const link = and(
      eq(orderPushSubscriptions.orderId, order.id),
      eq(orderPushSubscriptions.subscriptionId, subscriptionId),
    );
    const [existing] = await tx.select().from(orderPushSubscriptions).where(link);
    if (existing) return 'attached';
    const [linked] = await tx
      .select({ n: count() })
      .from(orderPushSubscriptions)
      .where(eq(orderPushSubscriptions.orderId, order.id));
    const held = (linked?.n ?? 0) + (order.pushSubscriptionId === null ? 0 : 1);
    if (held >= PUSH_ORDER_SUBSCRIPTIONS_MAX) return 'full';
    await tx
      .insert(orderPushSubscriptions)
      .values({ orderId: order.id, subscriptionId, createdAt: now });
    return 'attached';
  });
}

/** Every subscription an order pushes to: the one of its save and those attached, once each. */
export async function orderPushSubscriptionIds(
  tx: Database,
  order: { id: number; pushSubscriptionId: number | null },
): Promise<number[]> {
  const attached = await tx
    .select({ id: orderPushSubscriptions.subscriptionId })
    .from(orderPushSubscriptions)
    .where(eq(orderPushSubscriptions.orderId, order.id));
  const ids = new Set(attached.map((row) => row.id));
  if (order.pushSubscriptionId !== null) ids.add(order.pushSubscriptionId);
  return [...ids];
}
