import { lazy, Suspense } from 'react';
import { localStore } from '../../api/browser-storage';
import { useDeferredMount } from '../../ui/use-deferred-mount';

const OrderUnderwayCard = lazy(() => import('./order-underway-card'));

/** The localStorage keys of the orders this device knows (stores/orders, stores/orders-account). */
const ORDER_LIST_KEYS = ['orders.anonymous', 'orders.account'] as const;

function deviceKnowsOrders(): boolean {
  const store = localStore();
  return ORDER_LIST_KEYS.some((key) => {
    const value = store?.getItem(key) ?? null;
    return value !== null && value !== '[]';
  });
}

/**
 * Issue 34 home's 'Pedido en curso' slot: nothing at all (no code, no call, no space) on a
 * device that never placed an order; otherwise the card, loaded apart after the first paint,
 * which shows only while an order of this device (or of the account logged in) is under way.
 */
export function OrderUnderwaySlot() {
  const painted = useDeferredMount();
  if (!painted || !deviceKnowsOrders()) return null;
  return (
    <Suspense fallback={null}>
      <OrderUnderwayCard />
    </Suspense>
  );
}
