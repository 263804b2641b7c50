// What other features may use of the orders (docs/decisions/027).
// the §4.4 order-check dialog, which the gift cards' order check shows too
export { OrderCheckDialog } from './order-check-dialog';
// issue 34: home's 'Pedido en curso' (nothing on a device without orders; the card loads apart)
export { OrderUnderwaySlot } from './order-underway-slot';
