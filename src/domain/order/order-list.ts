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
