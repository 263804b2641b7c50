import type { Cart } from './cart';
import {
  cartItemIsGrouped,
  cartItemUnitOrders,
  cartItemWithUnits,
  type CartItem,
} from './cart-item';

/** §4.5 index of the row holding an added order (a PRD or promo row, or a grouped unit). */
export function cartRowIndexOf(items: readonly CartItem[], addedOrder: number): number {
  return items.findIndex((item) => cartItemUnitOrders(item).includes(addedOrder));
}

/** Orders of the units a promotion could apply to: its apl products, not its own content. */
function cartEligibleOrders(items: readonly CartItem[], promo: CartItem): number[] {
  return items
    .filter((item) => !item.isPromo && promo.appliesTo.includes(item.menuId))
    .filter((item) => item.applied || item.parentAddedOrder !== promo.addedOrder)
    .flatMap(cartItemUnitOrders);
}

/**
 * §4.5 whether removing a row or unit needs the confirmation dialog: it is the parent of an
 * applied promo, or an applied promo applies to it, unless that promo applies to the lowest
 * and another eligible unit stays. Choice: removing a promo line itself needs none.
 */
export function cartRemoveNeedsConfirmation(cart: Cart, addedOrder: number): boolean {
  const item = cart.items[cartRowIndexOf(cart.items, addedOrder)];
  if (item === undefined || item.isPromo) return false;
  const promos = cart.items.filter((row) => row.isPromo && row.applied);
  if (promos.some((promo) => promo.parentAddedOrder === addedOrder)) return true;
  return promos.some((promo) => {
    if (!promo.appliesTo.includes(item.menuId)) return false;
    if (!promo.applyToLowest) return true;
    return cartEligibleOrders(cart.items, promo).every((order) => order === addedOrder);
  });
}

/** The rows a removed row takes with it (§4.5 cascade and promo content). */
function cartDependentOrders(
  items: readonly CartItem[],
  removed: CartItem,
  order: number,
): number[] {
  const whole = !cartItemIsGrouped(removed.type) || removed.units.length === 0;
  const parents = whole ? [order, removed.addedOrder] : [order];
  return items
    .filter((row) => {
      // applied products stay: a promotion only applied to them, it did not add them
      if (!row.isPromo && row.applied) return false;
      if (row.parentAddedOrder !== null && parents.includes(row.parentAddedOrder)) return true;
      // choice: a promo's content without a parent row is matched by its promotion id
      return (
        whole &&
        removed.isPromo &&
        !row.isPromo &&
        row.parentAddedOrder === null &&
        removed.promoId !== null &&
        row.promoId === removed.promoId
      );
    })
    .flatMap(cartItemUnitOrders);
}

/**
 * §4.5 removes the row or unit with an added order, cascading to its child promo items;
 * removing a promo also removes its non-applied non-promo rows. An emptied cart restarts
 * its added-order counter (§4.5).
 */
export function cartRemove(cart: Cart, addedOrder: number): Cart {
  let items = cart.items;
  const pending = [addedOrder];
  const done = new Set<number>();
  for (let order = pending.pop(); order !== undefined; order = pending.pop()) {
    if (done.has(order)) continue;
    done.add(order);
    const index = cartRowIndexOf(items, order);
    const row = items[index];
    if (row === undefined) continue;
    const units = row.units.filter((unit) => unit.addedOrder !== order);
    const kept = cartItemIsGrouped(row.type) && units.length > 0;
    const rest = items.filter((_, i) => i !== index);
    items = kept
      ? items.map((item, i) => (i === index ? cartItemWithUnits(row, units) : item))
      : rest;
    const removed = kept ? cartItemWithUnits(row, units) : { ...row, units: [] };
    pending.push(...cartDependentOrders(items, removed, order));
  }
  return { items, addedOrder: items.length === 0 ? 0 : cart.addedOrder };
}
