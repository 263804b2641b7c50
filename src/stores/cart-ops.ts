import { cartEmpty, type Cart } from '../domain/cart/cart';
import { cartAdd, type CartAddConfig } from '../domain/cart/cart-add';
import { cartItemUnitOrders } from '../domain/cart/cart-item';
import { cartQuantitySet } from '../domain/cart/cart-quantity';
import { cartRemove } from '../domain/cart/cart-remove';
import { cartUnitsReplace, type CartUnitConfig } from '../domain/cart/cart-units-replace';
import type { MenuProduct } from '../domain/menu';

/** §4.5 one change the customer (or revalidation) makes to the cart, as the store records it. */
export type CartOp =
  | { kind: 'add'; product: MenuProduct; quantity: number; config: CartAddConfig }
  | { kind: 'quantity'; addedOrders: number[]; quantity: number }
  | { kind: 'remove'; addedOrder: number }
  | { kind: 'edit'; addedOrders: number[]; unit: CartUnitConfig; quantity: number }
  | { kind: 'clear' }
  | { kind: 'replace'; cart: Cart };

/** Maps an added order of the cart an op was made on to the cart it is applied to. */
export type CartOrderMap = (addedOrder: number) => number | null;

const sameOrder: CartOrderMap = (addedOrder) => addedOrder;

/** A deep copy of plain data the store is handed, so it never shares objects with callers. */
export function cartCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * §4.5 applies one op through the cart engine; orders named by the op go through `map` first
 * (an order that maps to nothing is dropped). Throws the engine's RangeError on bad input.
 */
export function cartOpApply(cart: Cart, op: CartOp, map: CartOrderMap = sameOrder): Cart {
  switch (op.kind) {
    case 'add': {
      const parent = op.config.parentAddedOrder;
      const parentAddedOrder = parent === undefined || parent === null ? parent : map(parent);
      if (parent !== undefined && parent !== null && parentAddedOrder === null) return cart;
      return cartAdd(cart, op.product, op.quantity, { ...op.config, parentAddedOrder });
    }
    case 'quantity': {
      const orders = op.addedOrders.map(map).filter((o): o is number => o !== null);
      return orders.length === 0 ? cart : cartQuantitySet(cart, orders, op.quantity);
    }
    case 'edit': {
      const orders = op.addedOrders.map(map).filter((o): o is number => o !== null);
      return orders.length === 0 ? cart : cartUnitsReplace(cart, orders, op.unit, op.quantity);
    }
    case 'remove': {
      const order = map(op.addedOrder);
      return order === null ? cart : cartRemove(cart, order);
    }
    case 'clear':
      return cartEmpty();
    case 'replace':
      return cartCopy(op.cart);
  }
}

/** Every added order a cart holds: rows, grouped entries and their units. */
export function cartOrders(cart: Cart): Set<number> {
  return new Set(cart.items.flatMap((item) => [item.addedOrder, ...cartItemUnitOrders(item)]));
}

function cartNewOrders(before: Cart, after: Cart): number[] {
  const known = cartOrders(before);
  return [...cartOrders(after)].filter((o) => !known.has(o)).sort((a, b) => a - b);
}

/**
 * §4.5 replays ops made on a cart that started empty (before the stored cart was read) on
 * top of the stored cart. Added orders differ between the two, so each op's new orders are
 * paired with the replayed op's new orders, and later ops (a quantity change, a removal, a
 * promo's parent) are translated through those pairs. An op the stored cart turns down
 * (RangeError) is skipped. Returns the cart and the map for orders still held elsewhere.
 */
export function cartReplay(
  stored: Cart,
  ops: readonly CartOp[],
): { cart: Cart; map: CartOrderMap } {
  let made = cartEmpty();
  let cart = stored;
  let pairs = new Map<number, number>();
  const map: CartOrderMap = (o) => pairs.get(o) ?? null;
  for (const op of ops) {
    if (op.kind === 'replace' || op.kind === 'clear') {
      made = cart = cartOpApply(cart, op);
      pairs = new Map([...cartOrders(cart)].map((o) => [o, o]));
      continue;
    }
    const madeNext = cartOpApply(made, op);
    let cartNext = cart;
    try {
      cartNext = cartOpApply(cart, op, map);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
    const fresh = cartNewOrders(cart, cartNext);
    cartNewOrders(made, madeNext).forEach((o, i) => {
      const paired = fresh[i];
      if (paired === undefined) pairs.delete(o);
      else pairs.set(o, paired);
    });
    made = madeNext;
    cart = cartNext;
  }
  return { cart, map };
}
