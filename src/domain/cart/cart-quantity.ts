import { CART_ORDER_STEP, type Cart } from './cart';
import { cartQuantityCheck } from './cart-add';
import { cartItemIsGrouped, cartItemWithUnits, type CartItem } from './cart-item';
import { cartRemove, cartRowIndexOf } from './cart-remove';

/**
 * §4.5 sets how many units a view line holds (its `addedOrders`): more copies its newest row or
 * unit with new added orders (+5 each); fewer removes its newest units first, with their
 * cascades. Promo lines are not counted by the customer and cannot change quantity.
 */
export function cartQuantitySet(
  cart: Cart,
  addedOrders: readonly number[],
  quantity: number,
): Cart {
  cartQuantityCheck(quantity, 0);
  const newestFirst = [...addedOrders].sort((a, b) => b - a);
  if (quantity <= newestFirst.length) {
    return newestFirst.slice(0, newestFirst.length - quantity).reduce(cartRemove, cart);
  }
  const newest = newestFirst[0];
  const index = newest === undefined ? -1 : cartRowIndexOf(cart.items, newest);
  const row = cart.items[index];
  if (row === undefined || row.isPromo) throw new RangeError('Línea del carrito no válida');
  const orders = Array.from(
    { length: quantity - newestFirst.length },
    (_, i) => cart.addedOrder + CART_ORDER_STEP * (i + 1),
  );
  const addedOrder = orders[orders.length - 1] ?? cart.addedOrder;
  if (!cartItemIsGrouped(row.type)) {
    const copies: CartItem[] = orders.map((order) => ({ ...row, addedOrder: order }));
    return { items: [...cart.items, ...copies], addedOrder };
  }
  const unit = row.units.find((u) => u.addedOrder === newest);
  if (unit === undefined) throw new RangeError('Línea del carrito no válida');
  const units = [...row.units, ...orders.map((order) => ({ ...unit, addedOrder: order }))];
  const items = cart.items.map((item, i) => (i === index ? cartItemWithUnits(row, units) : item));
  return { items, addedOrder };
}
