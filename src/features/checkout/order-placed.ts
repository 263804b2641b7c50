import type { OrderId } from '../../domain/order/order-id';
import { cartStoreClear } from '../../stores/cart';
import { checkoutDone, checkoutQueued } from '../../stores/checkout';
import { deliverySetFuture, deliveryStore } from '../../stores/delivery';
import { orderCurrentClear, ordersRemember } from '../../stores/orders';

/** §4.5 the order is on its way: the cart and its scheduled time are done with. */
function cartDone(): void {
  cartStoreClear();
  deliverySetFuture(null);
}

/**
 * §4.3 / §3.6 an order is placed (cash or certificate saved, or card paid): remembered on
 * this device (id and tracker hash in the anonymous-orders list), the cart and the future
 * order cleared, on to step 2. The open-checkout marker (§3.9 order id) is cleared: the
 * order-check dialog is for a checkout left open, not for an order already confirmed.
 */
export function orderPlaced(order: { id: OrderId; hash: string }, at: number, paidByCard: boolean) {
  ordersRemember({
    id: order.id,
    hash: order.hash,
    createdAt: at,
    deliveryType: deliveryStore.kind === 'home' ? 'home' : 'shop',
  });
  orderCurrentClear();
  checkoutDone(order, paidByCard);
  cartDone();
}

/** DESIGN offline: the order waits in the outbox; the cart is cleared as for a placed order. */
export function orderQueued(key: string): void {
  checkoutQueued(key);
  cartDone();
}
