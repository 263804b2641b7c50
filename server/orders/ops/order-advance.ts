import { count, eq } from 'drizzle-orm';
import {
  orderStatusCanMove,
  orderStatusParse,
  type OrderStatus,
} from '../../../src/domain/order/order-status.ts';
import { certificateCreditBack } from '../../certificates/certificate-spend.ts';
import { couponUsesRelease } from '../../coupons/coupon-redemptions.ts';
import type { Database } from '../../db/client.ts';
import { pushEnqueue } from '../../push/push-outbox.ts';
import { pushWake } from '../../push/push-wake.ts';
import { orderEvents, orders, orderTrackingPoints } from '../../db/schema/orders.ts';
import type { OrderRow } from '../read/order-find.ts';
import { DRIVER_STATUSES, orderNaturalNext } from './order-natural-next.ts';

/**
 * Issue 6 operations (operator CLI, development endpoints): moving an order along the §4.4
 * state machine. Each move writes orders.status, an order_events row and, for an order with
 * a push subscription, its push (issue 19) in one transaction, with the order row locked so
 * two operators cannot move it twice from the same status.
 */

export type OrderOpResult =
  | { ok: true; id: number; from: OrderStatus; status: OrderStatus; points: number }
  | { ok: false; reason: 'notFound' | 'refused'; message: string };

/** Spanish answers of the operations. */
export const ORDER_OPS_MSG = {
  notFound: 'Pedido no encontrado',
  notPaid: 'El pedido aún no está pagado',
  final: (id: number, from: OrderStatus) =>
    `El pedido #${id} ya está en ${from}: no tiene un siguiente estado`,
  impossible: (id: number, from: OrderStatus, to: OrderStatus) =>
    `El pedido #${id} no puede pasar de ${from} a ${to}`,
  pickupDriver: (id: number, to: OrderStatus) =>
    `El pedido #${id} se recoge en tienda: no pasa por ${to} (no lleva repartidor)`,
} as const;

const refused = (message: string): OrderOpResult => ({ ok: false, reason: 'refused', message });

/** The order row, locked until the transaction ends. */
export async function orderLock(tx: Database, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** How many tracking points the order has. */
export async function orderPointCount(tx: Database, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(orderTrackingPoints)
    .where(eq(orderTrackingPoints.orderId, id));
  return row?.n ?? 0;
}

/** Why the move is not allowed (Spanish), or null; `to` null means "no next status". */
export function orderMoveRefusal(row: OrderRow, to: OrderStatus | null): string | null {
  const from = orderStatusParse(row.status);
  if (to === null) return ORDER_OPS_MSG.final(row.id, from);
  if (row.deliveryType === 'TRA' && DRIVER_STATUSES.includes(to)) {
    return ORDER_OPS_MSG.pickupDriver(row.id, to);
  }
  if (!orderStatusCanMove(from, to)) return ORDER_OPS_MSG.impossible(row.id, from, to);
  // an unpaid card order moves nowhere but to CAN (an abandoned or failed payment)
  const cardDue = row.paymentType === 'TAR' || row.restPayment === 'T';
  if (from === 'PEN' && cardDue && row.paymentStatus !== 'pagado' && to !== 'CAN') {
    return ORDER_OPS_MSG.notPaid;
  }
  return null;
}

/** Moves a locked order one step inside the caller's transaction; a Spanish refusal or null. */
export async function orderMoveIn(
  tx: Database,
  row: OrderRow,
  to: OrderStatus | null,
  now: Date,
): Promise<string | null> {
  const refusal = orderMoveRefusal(row, to);
  if (refusal !== null || to === null) return refusal;
  await tx.update(orders).set({ status: to }).where(eq(orders.id, row.id));
  await tx.insert(orderEvents).values({ orderId: row.id, status: to, at: now });
  // issue 19 the customer's device hears of it, when the order carried a push subscription
  await pushEnqueue(tx, row, to, now);
  // §3.7 / §9 a cancelled order gives back what a certificate paid of it (once) and its
  // coupon use
  if (to === 'CAN') {
    await certificateCreditBack(tx, row.id, now);
    await couponUsesRelease(tx, row.id);
  }
  row.status = to;
  return null;
}

/**
 * Issue 6: advances an order to `to`, or to its natural next status (pickup orders skip the
 * driver's statuses). Impossible moves and unpaid card orders are refused in Spanish.
 */
export async function orderAdvance(
  db: Database,
  id: number,
  to: OrderStatus | undefined,
  now: Date,
): Promise<OrderOpResult> {
  const result = await db.transaction(async (tx): Promise<OrderOpResult> => {
    const row = await orderLock(tx, id);
    if (!row) return { ok: false, reason: 'notFound', message: ORDER_OPS_MSG.notFound };
    const from = orderStatusParse(row.status);
    const target = to ?? orderNaturalNext(from, row.deliveryType);
    const refusal = await orderMoveIn(tx, row, target, now);
    if (refusal !== null) return refused(refusal);
    return {
      ok: true,
      id,
      from,
      status: orderStatusParse(row.status),
      points: await orderPointCount(tx, id),
    };
  });
  if (result.ok) pushWake();
  return result;
}
