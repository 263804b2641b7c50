import { lazy, Suspense, useEffect } from 'react';
import { outboxBoot } from '../../outbox/outbox-boot';

const OrderCheckHost = lazy(() => import('./order-check-host'));

/**
 * The layout's order work, loaded only when this device has some (see shop-layout): the
 * order-check dialog (§4.4) while a checkout is left open, and the outbox of orders placed
 * offline (DESIGN "Offline and installability").
 */
export default function OrderHosts() {
  useEffect(outboxBoot, []);
  if (localStorage.getItem('order.id') === null) return null;
  return (
    <Suspense fallback={null}>
      <OrderCheckHost />
    </Suspense>
  );
}
