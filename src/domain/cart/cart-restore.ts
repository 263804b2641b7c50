import type { Cart } from './cart';
import {
  cartItemIsGrouped,
  cartItemUnitOrders,
  cartItemWithUnits,
  type CartItem,
} from './cart-item';

function cartOrderSet(items: readonly CartItem[]): Set<number> {
  return new Set(items.flatMap((item) => [item.addedOrder, ...cartItemUnitOrders(item)]));
}

/**
 * §4.5 'Deshacer' after a removal: puts back the rows and units of `before` whose added orders
 * are in `removed` (what the removal took, with its cascade), each at its place and with its
 * ordenAgregado, into the cart as it is now; changes made since stay. Null when the cart has
 * since reused one of those orders (it was emptied and filled again): nothing can be put back.
 */
export function cartRestore(current: Cart, before: Cart, removed: readonly number[]): Cart | null {
  const held = cartOrderSet(current.items);
  if (removed.some((order) => held.has(order))) return null;
  const gone = new Set(removed);
  const rest = [...current.items];
  const items: CartItem[] = [];
  for (const old of before.items) {
    const index = rest.findIndex((row) => row.addedOrder === old.addedOrder);
    const now = index < 0 ? undefined : rest.splice(index, 1)[0];
    if (!cartItemIsGrouped(old.type) || old.units.length === 0) {
      if (now) items.push(now);
      else if (gone.has(old.addedOrder)) items.push(old);
      continue;
    }
    // a grouped entry: its removed units go back between the units that stayed
    const nowUnits = new Map((now?.units ?? []).map((unit) => [unit.addedOrder, unit]));
    const units = old.units.flatMap((unit) => {
      const kept = nowUnits.get(unit.addedOrder);
      nowUnits.delete(unit.addedOrder);
      return kept ? [kept] : gone.has(unit.addedOrder) ? [unit] : [];
    });
    units.push(...nowUnits.values());
    if (units.length > 0) items.push(cartItemWithUnits(now ?? old, units));
  }
  items.push(...rest);
  return { items, addedOrder: Math.max(current.addedOrder, before.addedOrder) };
}

/** §4.5 the added orders a removal took: held by `before`, gone from `after`. */
export function cartRemovedOrders(before: Cart, after: Cart): number[] {
  const kept = cartOrderSet(after.items);
  return [...cartOrderSet(before.items)].filter((order) => !kept.has(order));
}
