import type { OrderId } from './order-id';
import { orderStatusIsFinal, orderStatusStage, type OrderStatus } from './order-status';

/** What the orders list needs of an order. */
export interface OrderListEntry {
  id: OrderId;
  status: OrderStatus;
  /** §9 delivery type: home delivery or pickup */
  deliveryType: 'home' | 'shop';
  /** El Salvador calendar date of the order, 'yyyy-MM-dd' */
  date: string;
}

/** §4.4 orders are shown by id, newest first. */
export function orderListSort<T extends Pick<OrderListEntry, 'id'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => b.id - a.id);
}

/**
 * §4.4 'in progress': a delivery order of today whose stage is at most on the way. A
 * canceled order (stage 0 by the table) is final, so it is not in progress.
 */
export function orderIsInProgress(order: OrderListEntry, today: string): boolean {
  return (
    order.deliveryType === 'home' &&
    order.date === today &&
    orderStatusStage(order.status) <= 1 &&
    !orderStatusIsFinal(order.status)
  );
}

/**
 * Issue 34 home's 'Pedido en curso': an order of today the customer still waits for, for
 * delivery or pickup: not yet delivered, finished or canceled.
 */
export function orderIsUnderway(order: OrderListEntry, today: string): boolean {
  return order.date === today && !orderStatusIsFinal(order.status);
}

/** §3.6 an order the list knows by id, and what is known of it (null until it is read). */
export interface OrderListKnown {
  id: OrderId;
  entry: OrderListEntry | null;
}

/** DESIGN offline: an order waiting in the outbox, with its id once the server gave one. */
export interface OrderListQueued {
  orderId: OrderId | null;
  createdAt: number;
}

/** §4.4 the orders page's groups: queued first, then in progress, then the rest. */
export interface OrderListGroups<T extends OrderListKnown, Q extends OrderListQueued> {
  queued: Q[];
  current: T[];
  past: T[];
}

/**
 * §3.6 / §4.4 / §6 one list from the account's orders (any device), the device's guest orders
 * and the outbox: one entry per order id (the first source that names it wins, so the
 * account's copy is kept), queued orders newest first and left out once their order is
 * listed, then the orders in progress ('en curso') and the rest, each by id, newest first.
 */
export function orderListMerge<T extends OrderListKnown, Q extends OrderListQueued>(
  sources: { account: readonly T[]; device: readonly T[]; queued: readonly Q[] },
  today: string,
): OrderListGroups<T, Q> {
  const seen = new Set<number>();
  const orders = [...sources.account, ...sources.device].filter(
    (o) => !seen.has(o.id) && Boolean(seen.add(o.id)),
  );
  const queued = sources.queued
    .filter((q) => q.orderId === null || !seen.has(q.orderId))
    .sort((a, b) => b.createdAt - a.createdAt);
  const inProgress = (o: T) => o.entry !== null && orderIsInProgress(o.entry, today);
  return {
    queued,
    current: orderListSort(orders.filter(inProgress)),
    past: orderListSort(orders.filter((o) => !inProgress(o))),
  };
}
