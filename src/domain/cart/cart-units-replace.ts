import type { Cents } from '../money';
import type { Cart } from './cart';
import { cartQuantityCheck } from './cart-add';
import { cartItemIsGrouped, cartItemWithUnits, type CartOptionEntry } from './cart-item';
import { cartQuantitySet } from './cart-quantity';

/** §3.4 a configured unit as the configure screen makes it: its price and options. */
export interface CartUnitConfig {
  price: Cents;
  options: CartOptionEntry[];
}

/**
 * §4.5 / §3.4 editing a bag line: every unit named by `addedOrders` (the line's units) takes
 * the new configuration and keeps its ordenAgregado and its place, so the line stays where it
 * was; then the line holds `quantity` units (cartQuantitySet: more copies the newest, fewer
 * drops the newest; at least one). Only units of grouped entries (CMB, ESF, ESM, ATP) are configured; any
 * other order, or none, is a RangeError.
 */
export function cartUnitsReplace(
  cart: Cart,
  addedOrders: readonly number[],
  unit: CartUnitConfig,
  quantity: number,
): Cart {
  cartQuantityCheck(quantity);
  if (!Number.isInteger(unit.price) || unit.price < 0) {
    throw new RangeError(`Precio no válido: ${unit.price}`);
  }
  const wanted = new Set(addedOrders);
  if (wanted.size === 0) throw new RangeError('Línea del carrito no válida');
  let found = 0;
  const items = cart.items.map((item) => {
    if (!cartItemIsGrouped(item.type) || item.isPromo) return item;
    let touched = false;
    const units = item.units.map((u) => {
      if (!wanted.has(u.addedOrder)) return u;
      touched = true;
      found += 1;
      return { addedOrder: u.addedOrder, price: unit.price, options: unit.options };
    });
    return touched ? cartItemWithUnits(item, units) : item;
  });
  if (found !== wanted.size) throw new RangeError('Línea del carrito no válida');
  return cartQuantitySet({ items, addedOrder: cart.addedOrder }, [...wanted], quantity);
}
