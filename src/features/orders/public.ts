import { lazy } from 'react';

// What other features may use of the orders (docs/decisions/027).

/**
 * The §4.4 order-check dialog, which the gift cards' order check shows too: loaded apart, so
 * that home, which takes the slot below from here, never loads it (its file brings the order
 * screens' with it).
 */
export const OrderCheckDialog = /* @__PURE__ */ lazy(() =>
  import('./order-check-dialog').then(({ OrderCheckDialog }) => ({ default: OrderCheckDialog })),
);

// issue 34: home's 'Pedido en curso' (nothing on a device without orders; the card loads apart)
export { OrderUnderwaySlot } from './order-underway-slot';
